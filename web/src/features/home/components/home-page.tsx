import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/document-title';
import { SiteFooter } from '../../../components/site-footer';
import { PageMain } from '../../../components/page-main';
import '../home.css';
import '../i18n';
import { ChallengeSection } from './challenge-section';
import { ContactSection } from './contact-section';
import { FaqAccordion } from './faq-accordion';
import { HeroSection } from './hero-section';
import { ModulesSection } from './modules-section';
import { ResourcesTeaser } from './resources-teaser';
import { ScreenCarousel } from './screen-carousel';
import { StartSection } from './start-section';
import { WhyUsSection } from './why-us-section';

/** `/`: what the tracker does and for whom, with the ways in (account, login, e-mail). */
export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('pageTitle'));
  return (
    <>
      <PageMain>
        <HeroSection />
        <StartSection />
        <ChallengeSection />
        <ModulesSection />
        <ScreenCarousel />
        <ResourcesTeaser />
        <WhyUsSection />
        {/* The questions sit above the contact section, so the page ends with the ways to reach us. */}
        <FaqAccordion />
        <ContactSection />
      </PageMain>
      <SiteFooter />
    </>
  );
}
