import { handlers } from "@/lib/server/sign-in/next-auth";

export const { GET, POST } = handlers;
