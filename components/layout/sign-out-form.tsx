/** Logout posts here; the identity work wires the handler. Rendered once, submitted by id from menus. */
export const SIGN_OUT_FORM_ID = "sign-out-form";

export function SignOutForm() {
  return <form id={SIGN_OUT_FORM_ID} method="post" action="/api/auth/signout" hidden />;
}

export function submitSignOut(): void {
  (document.getElementById(SIGN_OUT_FORM_ID) as HTMLFormElement | null)?.requestSubmit();
}
