import type { ComponentProps } from "react";
import { controlClass, type ControlSize } from "./input";

/** A native select in the shop's style (the same frame as Input). */
export function Select({
  size = "md",
  className,
  ...props
}: Omit<ComponentProps<"select">, "size"> & { size?: ControlSize }) {
  return <select className={controlClass(size, className)} {...props} />;
}
