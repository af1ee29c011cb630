import { type ComponentType, useEffect, useState } from "react";
import type { ExternalToast, ToasterProps } from "sonner";

/**
 * Toasts (sonner) load on the first notification, not with the first screen.
 * Mount <NotificationsHost/> once; call notify() from anywhere.
 */
type Kind = "error" | "warning" | "success" | "info";

let requestToaster: (() => void) | null = null;
let toasterReady = false;
const waiting: Array<() => void> = [];

export function notify(kind: Kind, message: string, options?: ExternalToast): void {
  const show = () => void import("./toaster.ts").then(({ toast }) => toast[kind](message, options));
  if (toasterReady) {
    show();
    return;
  }
  waiting.push(show);
  requestToaster?.();
}

export function NotificationsHost() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    requestToaster = () => void import("./toaster.ts").then((module) => setToaster(() => module.Toaster));
    if (waiting.length > 0) requestToaster();
    return () => {
      requestToaster = null;
    };
  }, []);
  useEffect(() => {
    if (!Toaster) return;
    toasterReady = true;
    for (const show of waiting.splice(0)) show();
  }, [Toaster]);
  return Toaster ? <Toaster position="top-center" theme="dark" richColors /> : null;
}
