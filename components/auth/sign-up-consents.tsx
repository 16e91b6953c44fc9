"use client";
import { useState } from "react";
import { CheckboxField } from "@/components/forms/form-field";
import { CONSENT_PURPOSES, CONSENT_TEXTS, NO_CONSENT, type ConsentState } from "@/lib/domain/consent";
import { callApi } from "@/lib/api/client";
import { PhoneSignIn } from "./phone-sign-in";

/** Sign-up: the phone sign-in with an unticked box for each consent, recorded once the account exists. */
export function SignUpWithConsents({ heading }: { heading: string }) {
  const [choices, setChoices] = useState<ConsentState>(NO_CONSENT);
  const given = CONSENT_PURPOSES.filter((purpose) => choices[purpose]);

  async function recordChoices() {
    if (given.length === 0) return;
    // Not recorded (a failed request) means not given: the shopper can give it on the preferences page.
    await callApi("customer.setConsents", {
      body: { source: "sign_up", consents: Object.fromEntries(given.map((purpose) => [purpose, true])) },
    }).catch(() => undefined);
  }

  return (
    <PhoneSignIn
      heading={heading}
      onSignedIn={recordChoices}
      extra={
        <fieldset className="space-y-3">
          <legend className="mb-1 text-sm font-medium text-stone-700">Messages (optional)</legend>
          {CONSENT_PURPOSES.map((purpose) => (
            <CheckboxField
              key={purpose}
              id={`sign-up-${purpose}`}
              label={CONSENT_TEXTS[purpose].text}
              checked={choices[purpose]}
              onChange={(event) => setChoices({ ...choices, [purpose]: event.target.checked })}
            />
          ))}
        </fieldset>
      }
    />
  );
}
