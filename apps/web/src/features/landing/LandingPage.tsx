import { useLingui } from "@lingui/react/macro";
import { lazy, type ComponentType } from "react";
import { addCatalog } from "../../i18n/i18n";
import { usePageMeta } from "../../lib/pageMeta";
import { useWaitlistFromAddress } from "../../lib/waitlistScroll";
import { CountdownProvider } from "../countdown/useCountdown";
import { WaitlistSection } from "../waitlist/WaitlistSection";
import { Hero } from "./Hero";
import { LazySection } from "./LazySection";
import { landingSectionsCatalog } from "./sectionsCatalog";

/** A section's chunk; it renders once the sections' catalog is in too (fetched side by side). */
const section = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() => Promise.all([load(), addCatalog(landingSectionsCatalog)]).then(([module]) => module));

// Everything below the hero is its own chunk, fetched as it nears the viewport, with the
// sections' own catalog. The reserved
// heights ([phone, desktop] in px) are each section's measured height in English and Arabic.
const Features = section(() => import("./sections/FeaturesSection"));
const TryIt = section(() => import("./sections/TryItSection"));
const Values = section(() => import("./sections/ValuesSection"));
const StudyPlan = section(() => import("./sections/StudyPlanSection"));
const Progress = section(() => import("./sections/ProgressSection"));
const Showcase = section(() => import("./sections/ShowcaseSection"));
const Teasers = section(() => import("./sections/TeasersSection"));
const Testimonials = section(() => import("./sections/TestimonialsSection"));
const Pricing = section(() => import("./sections/PricingSection"));
const Faq = section(() => import("./sections/FaqSection"));

export function LandingPage() {
  const { t } = useLingui();
  usePageMeta(
    undefined,
    t`Learn English the easy way, with clear explanations in Arabic. Join the Bayan early-access waitlist before launch.`,
  );
  useWaitlistFromAddress();
  return (
    <CountdownProvider>
      <Hero />
      <LazySection component={Features} minHeight={[1500, 660]} />
      <LazySection component={TryIt} minHeight={[760, 640]} />
      <LazySection component={Values} minHeight={[910, 440]} />
      <LazySection component={StudyPlan} minHeight={[1590, 605]} />
      <LazySection component={Progress} minHeight={[630, 570]} />
      <LazySection component={Showcase} minHeight={[900, 540]} />
      <LazySection component={Teasers} minHeight={[1480, 780]} />
      <LazySection component={Testimonials} minHeight={[2400, 1040]} />
      <LazySection component={Pricing} minHeight={[1500, 700]} />
      <LazySection component={Faq} minHeight={[620, 595]} />
      <WaitlistSection />
    </CountdownProvider>
  );
}
