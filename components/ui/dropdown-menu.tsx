"use client";

import { ChevronRight } from "lucide-react";
import { DropdownMenu as Menu } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/ui/cn";

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuSub = Menu.Sub;
export const DropdownMenuGroup = Menu.Group;

const PANEL = "z-50 min-w-48 rounded-xl border border-brand-100 bg-white p-1.5 text-stone-700 shadow-xl";

export function DropdownMenuContent({ className, sideOffset = 8, ...props }: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content sideOffset={sideOffset} className={cn(PANEL, className)} {...props} />
    </Menu.Portal>
  );
}

export function DropdownMenuSubContent({ className, ...props }: ComponentProps<typeof Menu.SubContent>) {
  return (
    <Menu.Portal>
      <Menu.SubContent className={cn(PANEL, className)} {...props} />
    </Menu.Portal>
  );
}

const ITEM =
  "flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700 data-[disabled]:pointer-events-none data-[disabled]:opacity-60";

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return <Menu.Item className={cn(ITEM, className)} {...props} />;
}

export function DropdownMenuSubTrigger({ className, children, ...props }: ComponentProps<typeof Menu.SubTrigger>) {
  return (
    <Menu.SubTrigger className={cn(ITEM, "data-[state=open]:bg-brand-50", className)} {...props}>
      {children}
      <ChevronRight aria-hidden className="ml-auto h-4 w-4" />
    </Menu.SubTrigger>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return (
    <Menu.Label
      className={cn("px-3 py-2 text-xs font-semibold uppercase tracking-wide text-stone-600", className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cn("my-1 h-px bg-brand-100", className)} {...props} />;
}
