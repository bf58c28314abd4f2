// Shapes of the listing endpoints' answers (apps/api/src/routes/listings/listings.ts).

export interface PositionSummary {
  id: string;
  title: string;
  department: string;
  salaryMin: number;
  salaryMax: number;
  salaryPeriod: 'year' | 'hour';
  employmentType: string;
  location: string;
  posted: string;
  closes: string | null;
}

export interface Position extends PositionSummary {
  descriptionHtml: string;
}

export type SolicitationStatus = 'Open' | 'Under evaluation' | 'Awarded' | 'Cancelled';

export interface Solicitation {
  id: string;
  number: string;
  title: string;
  kind: string;
  status: SolicitationStatus;
  issued: string;
  questionsDue: string | null;
  due: string;
  awardedTo: string | null;
  awardDate: string | null;
  contact: string;
  descriptionHtml: string;
  documents: { title: string; url: string }[];
}

export interface Testimonial {
  name: string;
  role: string;
  date: string;
  quote: string;
}
