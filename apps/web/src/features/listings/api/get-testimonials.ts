import { apiQuery } from '../../../lib/api.ts';
import { toApiData } from '../../../lib/api-data.ts';
import { useQuery } from '../../../lib/query.ts';

export const useTestimonials = () => toApiData(useQuery(apiQuery('testimonials')));
