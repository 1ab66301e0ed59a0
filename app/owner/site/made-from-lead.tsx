/** A project's editor names the won lead it was made from, with a link to it (owners only). */
export function MadeFromLead({ lead }: { lead: { id: number; reference: string } | undefined }) {
  if (!lead) return null;
  return (
    <>
      {" "}
      Made from lead{" "}
      <a href={`/owner/leads/${lead.id}`} className="font-semibold underline">
        {lead.reference}
      </a>
      .
    </>
  );
}
