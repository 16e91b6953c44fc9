import "server-only";
import NextAuth, { CredentialsSignin, type NextAuthConfig, type User } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { mergeGuestCartOnSignIn } from "@/lib/server/cart/sign-in";
import { signInWithIdToken } from "./customers";
import { SignInRefused, type SignInFailure } from "./errors";
import { SESSION_SECONDS } from "./jwt";
import { principalFromClaims, type Principal } from "@/lib/domain/principal";
import { readSession, SESSION_COOKIE, sessionCookieOptions, signSession, type SessionClaims } from "./session";
import { signInStaff } from "./staff";

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
    session: { strategy: "jwt", maxAge: SESSION_SECONDS },
    cookies: { sessionToken: { name: SESSION_COOKIE, options: sessionCookieOptions() } },
    pages: { signIn: "/login" },
    // A refused sign-in is an answer, not a server fault: keep it out of the error log.
    logger: {
      error(error) {
        if (!(error instanceof CredentialsSignin)) console.error(error);
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
      jwt({ token, user }) {
        if (!user) return token;
        const { principal, name, phone, username } = user as SignedInUser;
        return { sub: String(principal.id), kind: principal.kind, role: principal.role, name, phone, username };
      },
    },
    // The session cookie is our own signed JWT, so proxy.ts, route handlers and getViewer() read it
    // with lib/server/auth/session.ts alone.
    jwt: {
      async encode({ token, maxAge }) {
        const principal = token && principalFromClaims(token);
        if (!token || !principal) return "";
        const claims = { name: token.name ?? null, phone: text(token.phone) || null, username: text(token.username) || null };
        return signSession(principal, claims, maxAge ?? SESSION_SECONDS);
      },
      async decode({ token }) {
        const session = await readSession(token);
        if (!session) return null;
        const { principal, ...claims } = session;
        return { sub: String(principal.id), kind: principal.kind, role: principal.role, ...claims };
      },
    },
  };
}

export const { handlers, signIn } = NextAuth(() => config());
