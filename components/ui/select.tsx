import type { ComponentProps } from "react";
import { controlClass, type ControlSize } from "./input";

/** A native select in the shop's style (the same frame as Input). */
export function Select({
  size,
  fit,
  className,
  ...props
}: Omit<ComponentProps<"select">, "size"> & { size?: ControlSize; fit?: boolean }) {
  return <select className={controlClass({ size, fit }, className)} {...props} />;
}
