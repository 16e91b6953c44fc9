import type { ExternalToast } from "sonner";

type Toast = typeof import("sonner").toast;

/**
 * Toasts, with sonner loaded on the first one rather than with every page. A toast shown before
 * the Toaster has mounted is not lost: sonner replays active toasts to a late Toaster. Only one is
 * visible at a time and a new one replaces the previous (SPEC.md section 4): it is dismissed, not
 * queued behind the new one.
 */
function show(render: (toast: Toast) => void): void {
  void import("sonner").then(({ toast }) => {
    toast.dismiss();
    render(toast);
  });
}

export const notify = {
  success(message: string): void {
    show((toast) => toast.success(message));
  },
  error(message: string): void {
    show((toast) => toast.error(message));
  },
  message(title: string, options: ExternalToast): void {
    show((toast) => toast(title, options));
  },
};
