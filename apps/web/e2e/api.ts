import { expect, type APIRequestContext } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../playwright.config";

let addresses = 0;
/** An email address no other journey (or earlier run) has used. */
export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++addresses}@example.com`;

/** The Authorization header of a signed-in administrator. */
export async function adminHeaders(request: APIRequestContext) {
  const login = await request.post("/api/auth/login", { data: { password: E2E_ADMIN_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { access_token } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

/** The waitlist entry stored for an email, read through the admin REST API. */
export async function storedEntry(request: APIRequestContext, email: string) {
  const res = await request.get(`/api/waitlist?search=${encodeURIComponent(email)}`, {
    headers: await adminHeaders(request),
  });
  const body = (await res.json()) as {
    data: Array<{ email: string; language: string; status: string }>;
  };
  return body.data.find((e) => e.email === email);
}

export async function queueTotal(request: APIRequestContext): Promise<number> {
  const res = await request.get("/api/waitlist/stats");
  return ((await res.json()) as { data: { totalInQueue: number } }).data.totalInQueue;
}

/** The contact messages stored for an email (spam included), read through the admin REST API. */
export async function storedContacts(request: APIRequestContext, email: string) {
  const headers = await adminHeaders(request);
  const found: Array<{
    email: string;
    name: string;
    subject: string;
    message: string;
    language: string;
    source: string;
    status: string;
  }> = [];
  for (const status of ["", "&status=spam"]) {
    const res = await request.get(`/api/contact?search=${encodeURIComponent(email)}${status}`, {
      headers,
    });
    const body = (await res.json()) as { data: typeof found };
    found.push(...body.data.filter((c) => c.email === email));
  }
  return found;
}
