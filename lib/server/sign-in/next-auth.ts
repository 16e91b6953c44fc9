import "server-only";
import NextAuth, { CredentialsSignin, type NextAuthConfig, type User } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { mergeGuestCartOnSignIn } from "@/lib/server/cart/sign-in";
import { signInWithIdToken } from "@/lib/server/auth/customers";
import { SignInRefused, type SignInFailure } from "@/lib/server/auth/errors";
import { principalFromClaims, type Principal } from "@/lib/domain/principal";
import {
  readSession,
  SESSION_COOKIE,
  sessionCookieOptions,
  signSession,
  type SessionClaims,
} from "@/lib/server/auth/session";
import { SESSION_LIFETIMES, startSession, type StartedSession } from "@/lib/server/auth/sessions";
import { signInStaff } from "@/lib/server/auth/staff";
import { log } from "@/lib/log";

/** A refused sign-in; `code` (a SignInFailure) tells the sign-in form which text to show. */
class Refused extends CredentialsSignin {
  constructor(reason: SignInFailure) {
    super();
    this.code = reason;
  }
}

type SignedInUser = User & { principal: Principal } & SessionClaims;

async function refusingWithReason<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SignInRefused) throw new Refused(error.reason);
    throw error;
  }
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

function config(): NextAuthConfig {
  return {
    secret: env().AUTH_SECRET,
    trustHost: true,
    // The cookie's own lifetime; the session row decides (staff sessions end much sooner).
    session: { strategy: "jwt", maxAge: SESSION_LIFETIMES.customer.absoluteSeconds },
    cookies: { sessionToken: { name: SESSION_COOKIE, options: sessionCookieOptions() } },
    pages: { signIn: "/login" },
    // A refused sign-in is an answer, not a server fault: keep it out of the error log.
    logger: {
      error(error) {
        if (!(error instanceof CredentialsSignin)) log.error({ err: error }, "sign-in failed");
      },
    },
    providers: [
      Credentials({
        id: "phone",
        credentials: { idToken: {} },
        authorize: (credentials, request) =>
          refusingWithReason(async (): Promise<SignedInUser> => {
            const customer = await signInWithIdToken(text(credentials.idToken), request.headers);
            await mergeGuestCartOnSignIn(customer.id);
            const principal: Principal = { kind: "customer", id: customer.id, role: "user" };
            return { id: String(customer.id), principal, name: customer.name, phone: customer.phone };
          }),
      }),
      Credentials({
        id: "staff",
        credentials: { username: {}, password: {} },
        authorize: (credentials, request) =>
          refusingWithReason(async (): Promise<SignedInUser> => {
            const staff = await signInStaff(text(credentials.username), text(credentials.password), request.headers);
            const principal: Principal = { kind: "staff", id: staff.id, role: staff.role };
            return { id: String(staff.id), principal, name: staff.name, username: staff.username };
          }),
      }),
    ],
    callbacks: {
      // A sign-in opens the Session row the cookie will name (lib/server/auth/sessions.ts).
      async jwt({ token, user }) {
        if (!user) return token;
        const { principal, name, phone, username } = user as SignedInUser;
        const session = await startSession(principal, "web");
        const claims = { sub: String(principal.id), kind: principal.kind, role: principal.role, name, phone, username };
        return { ...claims, sid: session.id, sessionExpiresAt: session.expiresAt.getTime() };
      },
    },
    // The session cookie is our own signed JWT, so proxy.ts, route handlers and getViewer() read it
    // with lib/server/auth/session.ts alone.
    jwt: {
      async encode({ token }) {
        const session = token && startedSession(token);
        if (!token || !session) return "";
        const claims = {
          name: token.name ?? null,
          phone: text(token.phone) || null,
          username: text(token.username) || null,
        };
        return signSession(session, claims);
      },
      async decode({ token }) {
        const session = await readSession(token);
        if (!session) return null;
        const { principal, sessionId, expiresAt, ...claims } = session;
        return {
          sub: String(principal.id),
          kind: principal.kind,
          role: principal.role,
          ...claims,
          sid: sessionId,
          sessionExpiresAt: expiresAt.getTime(),
        };
      },
    },
  };
}

/** The session a token of the callbacks above names, or null. */
function startedSession(token: Record<string, unknown>): StartedSession | null {
  const principal = principalFromClaims(token);
  const { sid, sessionExpiresAt } = token;
  if (!principal || typeof sid !== "string" || typeof sessionExpiresAt !== "number") return null;
  return { id: sid, principal, expiresAt: new Date(sessionExpiresAt) };
}

export const { handlers, signIn } = NextAuth(() => config());
