import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { MessageListScreen } from "@/components/portal/message-list-screen";

export const metadata: Metadata = { title: "Messages" };

export default function PortalMessagesPage() {
  // The filters live in the address, read on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading messages..." />}>
      <MessageListScreen />
    </Suspense>
  );
}
