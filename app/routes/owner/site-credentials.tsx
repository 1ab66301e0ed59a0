import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { z } from "zod";
import { ownerRequestContext, requireUser } from "~/accounts/signed-in.server";
import {
  certificateSizeLimit,
  certificatesOf,
  receiveCertificate,
} from "~/credentials/certificates.server";
import { credentialsContext } from "~/credentials/credential-lapses.server";
import {
  changeCredentials,
  credentialsForm,
  credentialsPage,
  credentialWords,
} from "~/credentials/credentials-editor.server";
import { useReplyForm } from "~/forms/form-reply";
import { answerForm, readForm } from "~/forms/read-form.server";
import { formatDateTime } from "~/lib/uk-time";
import { CheckboxField, FormMessage, TextAreaField, TextField, VersionField } from "~/owner/fields";
import { Notice, ownerMeta, PageHeading, Section, SubmitButton, UpLink } from "~/owner/owner-ui";
import { Certificates } from "~/owner/site/certificates-form";
import { publishingContext } from "~/publishing/site-publishing.server";
import { editingSite } from "~/site/editing-site.server";
import { listItemFormId } from "~/site-editing/list-file.server";
import type { Route } from "./+types/site-credentials";

export const meta: Route.MetaFunction = () => ownerMeta("Accreditations and insurance");

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context, "change the site");
  const publishing = context.get(publishingContext);
  const { db } = context.get(ownerRequestContext);
  const certificates = certificatesOf(db);
  const page = credentialsPage(publishing.drafts);
  const of = (what: string) =>
    (certificates.get(what) ?? []).map((row) => ({
      href: `/owner/site/credentials/certificates/${row.id}`,
      label: `${row.type === "application/pdf" ? "PDF" : "Photo"} added ${formatDateTime(row.at)}`,
    }));
  return {
    ...page,
    accreditations: page.accreditations.map((scheme) => ({
      ...scheme,
      certificates: of(scheme.name),
    })),
    insuranceCertificates: of(insuranceName),
    certificateSizeLimit,
  };
}

/** How the insurance's certificates are filed. */
const insuranceName = "The insurance";

/**
 * The certificate form of a credential: the insurance's, or the accreditation's at its place
 * on the page; "certificate" alone for one no longer there (its answer is said at the top).
 */
const certificateFormOf = (what: string, schemes: readonly string[]) =>
  what === insuranceName
    ? "certificate-insurance"
    : schemes.includes(what)
      ? `certificate-${schemes.indexOf(what)}`
      : "certificate";
const isCertificateForm = (form: string) => form.startsWith("certificate-");

/** What the certificate form sends besides its file: which credential it is for. */
const certificateForm = z.object({ what: z.string().default("") });

export async function action({ request, context }: Route.ActionArgs) {
  const { drafts, by } = editingSite(request, context);
  const { db } = context.get(ownerRequestContext);
  const { dataDir } = context.get(credentialsContext);
  if (/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
    const names = credentialsPage(drafts).accreditations.map((scheme) => scheme.name);
    const kept = await receiveCertificate(db, request, {
      dataDir,
      by,
      known: (what) => what === insuranceName || names.includes(what),
    });
    // Answered as every form is: a refusal (a file too large included) beside the file field
    // of the credential it was for, with its status; done, said above that form.
    const form = certificateFormOf(kept.what, names);
    const submission = readForm(
      new URLSearchParams({ what: kept.what.slice(0, 200) }),
      certificateForm,
    );
    return answerForm(
      submission,
      kept.ok
        ? {
            ok: true,
            message: `Certificate kept with ${kept.what}: for your records only, never on the site.`,
          }
        : form === "certificate"
          ? { ok: false, status: kept.status, message: kept.message }
          : {
              ok: false,
              status: kept.status,
              message: "The certificate was not kept.",
              fieldErrors: { certificate: [kept.message] },
            },
      { form },
    );
  }
  return answerForm(
    await readForm(request, credentialsForm, credentialWords),
    (sent) => changeCredentials(drafts, sent, by),
    {
      form: (sent) => (sent.intent === "cover" ? "cover" : listItemFormId(sent)),
    },
  );
}

type Loaded = Route.ComponentProps["loaderData"];
type SchemeFields = Loaded["accreditations"][number]["form"];

/** One accreditation's form (a new one when `index` is not given), and `children`, its buttons. */
function AccreditationForm({
  id,
  version,
  index,
  scheme,
  reply,
  children,
}: {
  id: string;
  version: string;
  index?: number;
  scheme?: SchemeFields;
  reply: unknown;
  children: React.ReactNode;
}) {
  const { form, fields } = useReplyForm<SchemeFields & { version: string }>(id, reply, {
    defaultValue: { ...scheme, version },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3">
      <VersionField field={fields.version} />
      {index === undefined ? null : <input type="hidden" name="index" value={index} />}
      <TextField label="Scheme" field={fields.name} hint="As the scheme names its members." />
      <TextField
        label="Badge text"
        field={fields.badgeText}
        hint="2 to 6 letters on the badge, until you have the scheme's own logo."
      />
      <TextAreaField label="What it means for a customer" field={fields.description} />
      <TextField label="Membership number" field={fields.membershipNumber} />
      <TextField
        label="The scheme's “check a member” page"
        field={fields.checkUrl}
        type="url"
        hint="Its full address, starting https://. The badge links to it, so a customer can check."
      />
      <TextField
        label="Runs out on"
        field={fields.expires}
        type="date"
        hint="From that day the site stops showing it, by itself. Renew, change the date and publish to bring it back."
      />
      <CheckboxField label="Show it on the About page" field={fields.onAboutPage} />
      {children}
    </Form>
  );
}

function CoverForm({ cover, reply }: { cover: Loaded["cover"]; reply: unknown }) {
  const { form, fields } = useReplyForm<typeof cover.form & { version: string }>("cover", reply, {
    defaultValue: { ...cover.form, version: cover.version },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3">
      <VersionField field={fields.version} />
      <TextField
        label="Public liability cover, in pounds"
        field={fields.publicLiability}
        inputMode="numeric"
        hint="Like 5,000,000."
      />
      <TextField label="Insurer" field={fields.insurer} />
      <TextField
        label="Insurance runs out on"
        field={fields.insuranceExpires}
        type="date"
        hint="From that day the site stops saying you are insured, by itself."
      />
      <TextField
        label="Workmanship guarantee, in years"
        field={fields.workmanshipYears}
        inputMode="numeric"
      />
      <TextField
        label="Insurance-backed guarantee provider (optional)"
        field={fields.insuranceBacked}
      />
      <SubmitButton name="intent" value="cover">
        Save insurance and guarantees
      </SubmitButton>
    </Form>
  );
}

export default function Credentials({ loaderData, actionData }: Route.ComponentProps) {
  const { version, accreditations, cover, certificateSizeLimit: sizeLimit } = loaderData;
  // A certificate form's answer is said beside that form; every other answer at the top.
  const atTop = actionData && !isCertificateForm(actionData.form) ? actionData : undefined;
  return (
    <>
      <UpLink to="/owner/site">Website</UpLink>
      <PageHeading title="Accreditations and insurance">
        What the site says you belong to and are covered by, and until when. Each leaves the site by
        itself on the day it runs out. Saved as a draft until you publish.
      </PageHeading>
      <FormMessage reply={atTop} />
      <Section title="Insurance and guarantees">
        {cover.sample ? (
          <Notice tone="info">These are illustrative figures: put in your own and save.</Notice>
        ) : null}
        <CoverForm cover={cover} reply={actionData} />
        <Certificates
          id="certificate-insurance"
          what={insuranceName}
          certificates={loaderData.insuranceCertificates}
          sizeLimit={sizeLimit}
          reply={actionData}
        />
      </Section>
      <h2 className="mt-8 mb-3 text-2xl">Accreditations</h2>
      <ol className="grid gap-4">
        {accreditations.map((scheme, index) => (
          <li key={`${version}-${scheme.name}`} className="rounded-card bg-white p-4 shadow-card">
            <p className="mb-3 text-sm">
              {scheme.sample
                ? "Illustrative, not a scheme you belong to: replace it or remove it."
                : scheme.runsOut
                  ? `Runs out on ${scheme.runsOut}.`
                  : "No date: shown until you remove it."}
            </p>
            <AccreditationForm
              id={`item-${index}`}
              version={version}
              index={index}
              scheme={scheme.form}
              reply={actionData}
            >
              <div className="flex flex-wrap gap-3">
                <SubmitButton name="intent" value="save" variant="secondary">
                  Save<span className="sr-only"> {scheme.name}</span>
                </SubmitButton>
                <SubmitButton name="intent" value="remove" variant="outline">
                  Remove<span className="sr-only"> {scheme.name}</span>
                </SubmitButton>
              </div>
            </AccreditationForm>
            <Certificates
              id={`certificate-${index}`}
              what={scheme.name}
              certificates={scheme.certificates}
              sizeLimit={sizeLimit}
              reply={actionData}
            />
          </li>
        ))}
      </ol>
      <Section title="Add an accreditation">
        <AccreditationForm id="new" version={version} reply={actionData} key={version}>
          <SubmitButton name="intent" value="add">
            Add accreditation
          </SubmitButton>
        </AccreditationForm>
      </Section>
    </>
  );
}
