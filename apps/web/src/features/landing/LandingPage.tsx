import { useLingui } from "@lingui/react/macro";
import { lazy } from "react";
import { usePageMeta } from "../../lib/pageMeta";
import { CountdownProvider } from "../countdown/useCountdown";
import { WaitlistSection } from "../waitlist/WaitlistSection";
import { Hero } from "./Hero";
import { LazySection } from "./LazySection";

// Everything below the hero is its own chunk, fetched as it nears the viewport. The reserved
// heights ([phone, desktop] in px) are each section's measured height in English and Arabic.
const Features = lazy(() => import("./sections/FeaturesSection"));
const TryIt = lazy(() => import("./sections/TryItSection"));
const Values = lazy(() => import("./sections/ValuesSection"));
const StudyPlan = lazy(() => import("./sections/StudyPlanSection"));
const Progress = lazy(() => import("./sections/ProgressSection"));
const Showcase = lazy(() => import("./sections/ShowcaseSection"));
const Teasers = lazy(() => import("./sections/TeasersSection"));
const Testimonials = lazy(() => import("./sections/TestimonialsSection"));
const Pricing = lazy(() => import("./sections/PricingSection"));
const Faq = lazy(() => import("./sections/FaqSection"));

export function LandingPage() {
  const { t } = useLingui();
  usePageMeta(
    undefined,
    t`Learn English the easy way, with clear explanations in Arabic. Join the Bayan early-access waitlist before launch.`,
  );
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
