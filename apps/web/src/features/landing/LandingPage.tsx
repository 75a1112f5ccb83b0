import { useDocumentTitle } from "../../i18n/useDocumentTitle";
import { CountdownProvider } from "../countdown/useCountdown";
import { WaitlistSection } from "../waitlist/WaitlistSection";
import { Hero } from "./Hero";

export function LandingPage() {
  useDocumentTitle();
  return (
    <CountdownProvider>
      <Hero />
      <WaitlistSection />
    </CountdownProvider>
  );
}
