import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { PolicyNotice } from "../../features/policy-notice/PolicyNotice";
import { Footer } from "./Footer";
import { Header } from "./Header";
import classes from "./PublicLayout.module.css";

/** SPEC 2.2: the shared frame of /, /privacy, /terms and /contact. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skip}>
        {t`Skip to content`}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Footer />
      <PolicyNotice />
    </div>
  );
}
