import { PAGE_TITLES } from '@county/shared';
import { Page } from '../../../components/page.tsx';
import { useTestimonials } from '../api/get-testimonials.ts';
import { longDate } from '../format.ts';
import { LoadStatus } from '../../../components/load-status.tsx';
import '../listings.css';

export default function TestimonialsPage() {
  const data = useTestimonials();
  return (
    <Page heading={PAGE_TITLES['/testimonials']!}>
      <p>What owners, buyers and professionals have told us about our service.</p>
      <LoadStatus data={data} />
      {data.state === 'ready' && (
        <ul className="listing-list" aria-label="Testimonials">
          {data.data.testimonials.map((t) => (
            <li key={`${t.name}-${t.date}`}>
              <figure className="testimonial">
                <blockquote>
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption>
                  {t.name}, {t.role} <span className="hint">({longDate(t.date)})</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
