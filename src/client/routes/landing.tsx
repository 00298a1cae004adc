import { createLazyRoute } from '@tanstack/react-router';
import { FinalCallToAction } from '../features/landing/final-cta';
import { HeroSection } from '../features/landing/hero-section';
import { HowItWorks } from '../features/landing/how-it-works';
import { RewardsBanner } from '../features/landing/rewards-banner';
import { WhyPersonalised } from '../features/landing/why-personalised';
import { WhyShopThisWay } from '../features/landing/why-shop-this-way';

function LandingPage() {
  return (
    <>
      <HeroSection />
      <RewardsBanner />
      <HowItWorks />
      <WhyShopThisWay />
      <WhyPersonalised />
      <FinalCallToAction />
    </>
  );
}

export const Route = createLazyRoute('/')({ component: LandingPage });
