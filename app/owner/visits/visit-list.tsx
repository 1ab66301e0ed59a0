import { Form, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { replyTo } from "~/forms/form-reply";
import type { ListedVisit, VisitGroup } from "~/visits/visit-days";
import { FormMessage } from "../fields";
import { SubmitButton } from "../owner-ui";

/** One visit: when, who (to their lead), where (to a map), how to get in, their number, the drive. */
function VisitItem({ visit }: { visit: ListedVisit }) {
  return (
    <li className="grid gap-1.5 rounded-card bg-white p-4 shadow-card [overflow-wrap:anywhere]">
      <p className="font-semibold text-lg">{visit.time}</p>
      <p>
        <Link
          to={`/owner/leads/${visit.leadId}`}
          className="font-semibold text-navy-800 underline underline-offset-4"
        >
          {visit.name}
        </Link>{" "}
        <span className="text-muted">{visit.reference}</span>
      </p>
      <p>
        {visit.addressLine}, {visit.postcode} ·{" "}
        <a href={visit.mapLink} rel="noreferrer" className="underline underline-offset-4">
          Map<span className="sr-only"> of {visit.postcode}</span>
        </a>
      </p>
      {visit.accessNotes ? <p>Access: {visit.accessNotes}</p> : null}
      <p>
        {visit.phoneLink ? (
          <a href={visit.phoneLink} className="font-semibold underline underline-offset-4">
            Call {visit.phone}
          </a>
        ) : (
          visit.phone
        )}
      </p>
      <p className="text-muted text-sm">{visit.drive}</p>
      {visit.tight ? <p className="font-semibold text-danger text-sm">{visit.tight}</p> : null}
    </li>
  );
}

/** Today, Tomorrow, This week, Later: each day's visits in order, or a plain word when there are none. */
export function VisitGroups({ groups }: { groups: VisitGroup[] }) {
  if (groups.length === 0)
    return (
      <p className="rounded-card bg-white p-4 shadow-card">
        No visits booked from today on. When a customer books a survey visit, it shows here.
      </p>
    );
  return (
    <>
      {groups.map((group) => {
        const id = `${group.title.toLowerCase().replace(/\W+/g, "-")}-visits`;
        return (
          <section key={group.title} aria-labelledby={id} className="mt-6 first:mt-0">
            <h2 id={id} className="mb-2 text-2xl">
              {group.title}
            </h2>
            {group.days.map((day) => (
              <div key={day.day} className="mb-4">
                <h3 className="mb-2 font-semibold text-muted">{day.label}</h3>
                <ul className="grid gap-3">
                  {day.visits.map((visit) => (
                    <VisitItem key={visit.id} visit={visit} />
                  ))}
                </ul>
              </div>
            ))}
          </section>
        );
      })}
    </>
  );
}

/**
 * The feed of visits the owner's phone subscribes to, owners only: the `webcal:` link opens the
 * phone's calendar; the `https:` address is for Google Calendar's "From URL".
 */
export function VisitFeed({
  addresses,
  reply,
}: {
  addresses: { webcal: string; web: string } | null;
  reply: unknown;
}) {
  return (
    <>
      <FormMessage reply={replyTo("feed", reply)} />
      {addresses ? (
        <>
          <p className="mb-3">
            Your booked visits in your phone's calendar, with the address, the customer's number and
            a link to the lead. Keep the address to yourself: anyone who has it sees your visits.
          </p>
          <a
            href={addresses.webcal}
            className={buttonVariants({
              variant: "secondary",
              size: "lg",
              className: "w-full sm:w-auto",
            })}
          >
            Subscribe on this phone
          </a>
          <p className="mt-4 mb-1 font-semibold">Or copy the address</p>
          <p className="mb-4 break-all rounded-md bg-sand-100 p-3 font-mono text-sm">
            {addresses.web}
          </p>
        </>
      ) : (
        <p className="mb-4">
          Make a secret address for your phone's calendar to subscribe to: your booked visits then
          show there, with the address, the customer's number and a link to the lead.
        </p>
      )}
      <Form method="post" action="/owner/visits#in-your-phone-s-calendar-heading">
        <SubmitButton name="intent" value="new-feed-address" variant="outline">
          {addresses ? "Make a new address" : "Make the address"}
        </SubmitButton>
      </Form>
      {addresses ? (
        <p className="mt-2 text-muted text-sm">
          A new address stops the old one at once: subscribe again with the new one.
        </p>
      ) : null}
    </>
  );
}
