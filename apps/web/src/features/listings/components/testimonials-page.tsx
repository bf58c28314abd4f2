import { Page } from '../../../components/page.tsx';
import { useTestimonials } from '../api/get-testimonials.ts';
import { longDate } from '../format.ts';
import { LoadStatus } from '../../../components/load-status.tsx';
import { useLang } from '../../../i18n/i18n.tsx';
import { useListingsT } from '../messages.ts';
import '../listings.css';

export default function TestimonialsPage() {
  const t = useListingsT();
  const lang = useLang();
  const data = useTestimonials();
  return (
    <Page heading={t('listings.testimonials.title')}>
      <p>{t('listings.testimonials.intro')}</p>
      <LoadStatus data={data} />
      {data.state === 'ready' && (
        <ul className="listing-list" aria-label={t('listings.testimonials.title')}>
          {data.data.testimonials.map((item) => (
            <li key={`${item.name}-${item.date}`}>
              <figure className="testimonial">
                <blockquote>
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption>
                  {item.name}, {item.role} <span className="hint">({longDate(item.date, lang)})</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
