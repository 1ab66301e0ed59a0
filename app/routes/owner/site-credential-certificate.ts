import { data } from "react-router";
import { ownerRequestContext, requireUser } from "~/accounts/signed-in.server";
import { certificateFile } from "~/credentials/certificates.server";
import { credentialsContext } from "~/credentials/credential-lapses.server";
import type { Route } from "./+types/site-credential-certificate";

/**
 * `/owner/site/credentials/certificates/3`: a certificate the owner kept, to the signed-in
 * owner only (staff too are refused), saved as a download and never kept by the browser or a
 * proxy (`private, no-store`, as every answer under /owner).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireUser(request, context, "change the site");
  const { db } = context.get(ownerRequestContext);
  const { dataDir } = context.get(credentialsContext);
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : 0;
  const file = await certificateFile(db, dataDir, id);
  if (!file) throw data(null, { status: 404 });
  const extension = file.type === "application/pdf" ? "pdf" : "jpg";
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.type,
      "Content-Disposition": `attachment; filename="certificate-${params.id}.${extension}"`,
    },
  });
}
