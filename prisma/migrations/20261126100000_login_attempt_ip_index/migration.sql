-- The staff sign-in lockout counts each address's recent failures (lib/server/auth/staff.ts).
CREATE INDEX "LoginAttempt_kind_ip_createdAt_idx" ON "LoginAttempt"("kind", "ip", "createdAt");
