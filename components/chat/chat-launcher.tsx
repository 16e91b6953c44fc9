"use client";

import { MessageCircle } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";

/** SPEC.md section 9: the chat button appears after 2 s. */
const APPEAR_AFTER_MS = 2000;

const ChatPanel = dynamic(() => import("./chat-panel").then((module) => module.ChatPanel), { ssr: false });

/** The floating bottom-right button; the assistant itself is loaded only when first opened. */
export function ChatLauncher() {
  const [visible, setVisible] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), APPEAR_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!visible) return null;
  return (
    <>
      {open && <ChatPanel onClose={() => setOpen(false)} />}
      {!open && (
        <button
          type="button"
          aria-label="Open Ayurvedic Health Assistant"
          onClick={() => setOpen(true)}
          className="fixed bottom-5 right-5 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-xl ring-4 ring-brand-100 transition-transform hover:scale-105 hover:bg-brand-700 animate-in fade-in"
        >
          <MessageCircle aria-hidden className="h-7 w-7" />
        </button>
      )}
    </>
  );
}
