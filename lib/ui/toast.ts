import type { ExternalToast } from "sonner";

/**
 * Toasts, with sonner loaded on the first one rather than with every page. A toast shown before
 * the Toaster has mounted is not lost: sonner replays active toasts to a late Toaster.
 */
const sonner = () => import("sonner").then((module) => module.toast);

export const notify = {
  success(message: string): void {
    void sonner().then((toast) => toast.success(message));
  },
  error(message: string): void {
    void sonner().then((toast) => toast.error(message));
  },
  message(title: string, options: ExternalToast): void {
    void sonner().then((toast) => toast(title, options));
  },
};
