import { CompanyFigures } from '@/components/home/company-figures';
import { Counters } from '@/components/home/counters';
import { HomeHero } from '@/components/home/home-hero';
import { SectorsSection } from '@/components/home/sectors-section';
import { ServiceCards } from '@/components/home/service-cards';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = staticPageMetadata('home');

export default async function HomePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <>
      <HomeHero />
      <ServiceCards />
      <SectorsSection />
      <CompanyFigures />
      <Counters locale={locale} />
    </>
  );
}
