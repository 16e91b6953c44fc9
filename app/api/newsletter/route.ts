import { subscribeToNewsletter } from "@/lib/server/content/newsletter";
import { newsletterSchema } from "@/lib/validation/contact";

/** POST /api/newsletter/ {email}: subscribes the address once. */
export async function POST(request: Request) {
  const parsed = newsletterSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return Response.json({ error: "invalid_email", message: "Please enter a valid email address." }, { status: 400 });
  }
  const outcome = await subscribeToNewsletter(parsed.data.email);
  if (outcome === "already-subscribed") {
    return Response.json({ error: "already_subscribed", message: "You are already subscribed." }, { status: 409 });
  }
  return Response.json({ success: true, message: "Thank you for subscribing!" }, { status: 201 });
}
