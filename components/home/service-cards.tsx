import { getTranslations } from 'next-intl/server';
import { ServiceCard } from '@/components/services/service-card';
import { services } from '@/lib/routes';
import { sectionLead, sectionTitle } from '@/components/ui/styles';

/** Every service of the route list as a card, the target of the hero's "services" link; the lead states how many. */
export async function ServiceCards() {
  const t = await getTranslations('Home.services');
  return (
    <section id="services" aria-labelledby="services-title" className="container-page scroll-mt-24 py-16 sm:py-20">
      <h2 id="services-title" className={sectionTitle}>
        {t('title')}
      </h2>
      <p className={sectionLead}>{t('lead', { count: services.length })}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.id} className="flex">
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </section>
  );
}
