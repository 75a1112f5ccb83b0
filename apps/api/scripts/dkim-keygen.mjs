// `pnpm dkim:keygen [domain] [selector]`: a DKIM key pair for the emails Bayan sends
// (docs/email-delivery.md). Writes the private key to dkim-<selector>.pem in the current folder
// (mode 600; an existing file is never overwritten), and prints the settings to give the server
// and the DNS records to publish: the DKIM public key, and an example SPF and DMARC record.
import { generateKeyPairSync } from "node:crypto";
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";

const domain = process.argv[2] ?? process.env.DKIM_DOMAIN;
const selector = process.argv[3] ?? process.env.DKIM_SELECTOR ?? "bayan1";
if (!domain || !/^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(domain)) {
  console.error(
    "usage: pnpm dkim:keygen <domain> [selector]   e.g. pnpm dkim:keygen bayan.app bayan1",
  );
  process.exit(2);
}
if (!/^[a-z0-9][a-z0-9._-]{0,62}$/i.test(selector)) {
  console.error(`"${selector}" is not a selector: letters, digits, dots, dashes (e.g. bayan1)`);
  process.exit(2);
}

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const file = resolve(`dkim-${selector}.pem`);
try {
  writeFileSync(file, privateKey.export({ type: "pkcs8", format: "pem" }), {
    mode: 0o600,
    flag: "wx",
  });
} catch (error) {
  console.error(
    error.code === "EEXIST" ? `${file} exists: keep it, or move it away first` : String(error),
  );
  process.exit(1);
}
const key = publicKey.export({ type: "spki", format: "der" }).toString("base64");
const record = `v=DKIM1; k=rsa; p=${key}`;
// A TXT record's strings are at most 255 characters: the key is split, the parts joined by DNS.
const strings = record
  .match(/.{1,250}/g)
  .map((part) => `"${part}"`)
  .join(" ");

console.log(`Private key written to ${file} (keep it secret; back it up).

Give the server:
  DKIM_DOMAIN=${domain}
  DKIM_SELECTOR=${selector}
  DKIM_PRIVATE_KEY=${file}

Publish in ${domain}'s DNS:

  ${selector}._domainkey.${domain}.  TXT  ${strings}
      The public key receivers check each email's DKIM-Signature with.

  ${domain}.  TXT  "v=spf1 include:<your mail provider's SPF domain> -all"
      SPF (example): the servers allowed to send as ${domain}. Use your provider's include
      (Amazon SES: amazonses.com; Postmark: spf.mtasv.net), or ip4:<your SMTP server's address>.
      One SPF record per domain: merge with an existing one.

  _dmarc.${domain}.  TXT  "v=DMARC1; p=none; rua=mailto:dmarc@${domain}; adkim=s; aspf=r"
      DMARC (example): what receivers do with mail that fails both checks, and where they send
      reports. Start with p=none, read the reports, then move to p=quarantine and p=reject.

Check after publishing: dig +short TXT ${selector}._domainkey.${domain}`);
