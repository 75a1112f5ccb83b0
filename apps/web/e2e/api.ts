import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../playwright.config";

/** The waitlist entry stored for an email, read through the admin REST API. */
export async function storedEntry(request: APIRequestContext, email: string) {
  const login = await request.post("/api/auth/login", { data: { password: E2E_ADMIN_PASSWORD } });
  const { access_token } = (await login.json()) as { access_token: string };
  const res = await request.get(`/api/waitlist?search=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${access_token}` },
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
  const login = await request.post("/api/auth/login", { data: { password: E2E_ADMIN_PASSWORD } });
  const { access_token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${access_token}` };
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
