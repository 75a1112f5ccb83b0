import type { AttachmentDto } from "@bayan/trpc/schemas";
import { saveFile } from "../../../lib/saveFile";
import { restCall, restData } from "../../lib/restCall";

// The attachments' two calls that carry bytes go through the REST adapter (tRPC carries JSON);
// a refusal is thrown as a RestCallError, worded by the screen like tRPC's errors.

/** Attaches a file to a draft; the server reads its type from its bytes. */
export async function uploadAttachment(draftId: string, file: File): Promise<AttachmentDto> {
  const response = await restCall(
    `/api/mailbox/drafts/${encodeURIComponent(draftId)}/attachments?name=${encodeURIComponent(file.name)}`,
    {
      method: "POST",
      headers: { "content-type": "application/octet-stream" },
      body: file,
    },
  );
  return restData<AttachmentDto>(response);
}

/** Downloads an attachment as a file of its name (the token goes in the header, not the URL). */
export async function downloadAttachment(attachment: AttachmentDto): Promise<void> {
  const response = await restCall(`/api/mailbox/attachments/${encodeURIComponent(attachment.id)}`);
  saveFile(await response.blob(), attachment.name);
}
