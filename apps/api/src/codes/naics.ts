// NAICS industries of the tangible accounts the generator makes, with words used in business names
// and a typical furniture/fixtures/equipment value. The codes and titles are the public NAICS ones.

export interface Industry {
  code: string;
  title: string;
  words: readonly string[];
  /** Typical just value of furniture, fixtures and equipment, dollars. */
  ffe: number;
  weight: number;
}

export const INDUSTRIES: readonly Industry[] = [
  { code: '722511', title: 'Full-service restaurants', words: ['GRILL', 'KITCHEN', 'BISTRO', 'CAFE', 'TAVERN'], ffe: 180_000, weight: 8 },
  { code: '722513', title: 'Limited-service restaurants', words: ['BURGERS', 'TACOS', 'PIZZA', 'SUBS', 'WINGS'], ffe: 120_000, weight: 6 },
  { code: '722515', title: 'Snack and nonalcoholic beverage bars', words: ['COFFEE', 'SMOOTHIES', 'DONUTS', 'BAGELS'], ffe: 60_000, weight: 3 },
  { code: '721110', title: 'Hotels and motels', words: ['INN', 'SUITES', 'HOTEL', 'RESORT'], ffe: 1_200_000, weight: 2 },
  { code: '713110', title: 'Amusement and theme parks', words: ['ADVENTURES', 'FUN PARK', 'ATTRACTIONS'], ffe: 2_500_000, weight: 0.3 },
  { code: '713940', title: 'Fitness and recreational sports centers', words: ['FITNESS', 'GYM', 'YOGA', 'ATHLETIC CLUB'], ffe: 150_000, weight: 2 },
  { code: '445110', title: 'Supermarkets and other grocery stores', words: ['MARKET', 'GROCERY', 'FOODS'], ffe: 400_000, weight: 2 },
  { code: '445131', title: 'Convenience retailers', words: ['FOOD MART', 'QUICK STOP', 'EXPRESS'], ffe: 70_000, weight: 3 },
  { code: '448140', title: 'Family clothing stores', words: ['BOUTIQUE', 'APPAREL', 'OUTFITTERS'], ffe: 80_000, weight: 3 },
  { code: '441110', title: 'New car dealers', words: ['MOTORS', 'AUTO GROUP', 'CHEVROLET', 'TOYOTA'], ffe: 600_000, weight: 1 },
  { code: '811111', title: 'General automotive repair', words: ['AUTO REPAIR', 'TIRE AND AUTO', 'MOTORWORKS'], ffe: 90_000, weight: 4 },
  { code: '811192', title: 'Car washes', words: ['CAR WASH', 'AUTO SPA'], ffe: 200_000, weight: 1 },
  { code: '812111', title: 'Barber shops', words: ['BARBER SHOP', 'CUTS', 'FADES'], ffe: 25_000, weight: 3 },
  { code: '812112', title: 'Beauty salons', words: ['SALON', 'HAIR STUDIO', 'NAILS', 'SPA'], ffe: 35_000, weight: 4 },
  { code: '812320', title: 'Drycleaning and laundry services', words: ['CLEANERS', 'LAUNDRY'], ffe: 70_000, weight: 1.5 },
  { code: '621111', title: 'Offices of physicians', words: ['MEDICAL GROUP', 'FAMILY MEDICINE', 'PEDIATRICS', 'HEALTH'], ffe: 160_000, weight: 5 },
  { code: '621210', title: 'Offices of dentists', words: ['DENTAL', 'SMILES', 'ORTHODONTICS'], ffe: 140_000, weight: 3 },
  { code: '621310', title: 'Offices of chiropractors', words: ['CHIROPRACTIC', 'SPINE CENTER'], ffe: 50_000, weight: 1.5 },
  { code: '541110', title: 'Offices of lawyers', words: ['LAW GROUP', 'LAW FIRM', 'ATTORNEYS'], ffe: 60_000, weight: 4 },
  { code: '541211', title: 'Offices of certified public accountants', words: ['CPA', 'ACCOUNTING', 'TAX SERVICES'], ffe: 40_000, weight: 3 },
  { code: '541330', title: 'Engineering services', words: ['ENGINEERING', 'CONSULTANTS'], ffe: 90_000, weight: 2 },
  { code: '541511', title: 'Custom computer programming services', words: ['SOFTWARE', 'TECHNOLOGIES', 'DIGITAL'], ffe: 70_000, weight: 3 },
  { code: '541810', title: 'Advertising agencies', words: ['MEDIA', 'CREATIVE', 'MARKETING'], ffe: 45_000, weight: 1.5 },
  { code: '531210', title: 'Offices of real estate agents and brokers', words: ['REALTY', 'PROPERTIES', 'REAL ESTATE'], ffe: 30_000, weight: 4 },
  { code: '524210', title: 'Insurance agencies and brokerages', words: ['INSURANCE', 'INSURANCE AGENCY'], ffe: 30_000, weight: 3 },
  { code: '522110', title: 'Commercial banking', words: ['BANK', 'BANK AND TRUST'], ffe: 350_000, weight: 1.5 },
  { code: '522130', title: 'Credit unions', words: ['CREDIT UNION', 'FEDERAL CREDIT UNION'], ffe: 250_000, weight: 0.8 },
  { code: '236118', title: 'Residential remodelers', words: ['HOMES', 'REMODELING', 'BUILDERS'], ffe: 60_000, weight: 3 },
  { code: '238220', title: 'Plumbing, heating, and air-conditioning contractors', words: ['AIR CONDITIONING', 'PLUMBING', 'HVAC'], ffe: 110_000, weight: 3 },
  { code: '238210', title: 'Electrical contractors', words: ['ELECTRIC', 'ELECTRICAL SERVICES'], ffe: 90_000, weight: 2 },
  { code: '561720', title: 'Janitorial services', words: ['CLEANING SERVICES', 'JANITORIAL'], ffe: 30_000, weight: 2 },
  { code: '561730', title: 'Landscaping services', words: ['LAWN CARE', 'LANDSCAPING', 'TREE SERVICE'], ffe: 70_000, weight: 3 },
  { code: '484121', title: 'General freight trucking, long-distance', words: ['TRUCKING', 'LOGISTICS', 'FREIGHT'], ffe: 300_000, weight: 2 },
  { code: '493110', title: 'General warehousing and storage', words: ['WAREHOUSE', 'DISTRIBUTION', 'STORAGE'], ffe: 500_000, weight: 1 },
  { code: '423690', title: 'Other electronic parts merchant wholesalers', words: ['ELECTRONICS', 'SUPPLY'], ffe: 200_000, weight: 1 },
  { code: '332710', title: 'Machine shops', words: ['MACHINE', 'PRECISION', 'FABRICATION'], ffe: 450_000, weight: 1 },
  { code: '323111', title: 'Commercial printing', words: ['PRINTING', 'GRAPHICS', 'SIGNS'], ffe: 220_000, weight: 1 },
  { code: '311811', title: 'Retail bakeries', words: ['BAKERY', 'CAKES', 'PASTRIES'], ffe: 80_000, weight: 1 },
  { code: '453110', title: 'Florists', words: ['FLOWERS', 'FLORIST'], ffe: 25_000, weight: 0.8 },
  { code: '453910', title: 'Pet and pet supplies stores', words: ['PET SUPPLY', 'PETS', 'GROOMING'], ffe: 40_000, weight: 1 },
  { code: '451110', title: 'Sporting goods stores', words: ['SPORTS', 'OUTDOORS', 'GOLF'], ffe: 90_000, weight: 1 },
  { code: '446110', title: 'Pharmacies and drug stores', words: ['PHARMACY', 'DRUGS'], ffe: 150_000, weight: 1.5 },
  { code: '611110', title: 'Elementary and secondary schools', words: ['ACADEMY', 'PREPARATORY SCHOOL', 'CHRISTIAN SCHOOL'], ffe: 120_000, weight: 0.8 },
  { code: '624410', title: 'Child care services', words: ['LEARNING CENTER', 'CHILD CARE', 'DAYCARE'], ffe: 45_000, weight: 2 },
  { code: '623110', title: 'Nursing care facilities', words: ['NURSING CENTER', 'REHABILITATION', 'SENIOR CARE'], ffe: 400_000, weight: 0.6 },
  { code: '517111', title: 'Wired telecommunications carriers', words: ['TELECOM', 'COMMUNICATIONS', 'FIBER'], ffe: 900_000, weight: 0.4 },
  { code: '532111', title: 'Passenger car rental', words: ['CAR RENTAL', 'RENT A CAR'], ffe: 350_000, weight: 0.6 },
  { code: '532490', title: 'Other commercial and industrial machinery rental', words: ['EQUIPMENT RENTAL', 'RENTALS'], ffe: 400_000, weight: 0.6 },
  { code: '512131', title: 'Motion picture theaters', words: ['CINEMAS', 'THEATRES'], ffe: 700_000, weight: 0.2 },
  { code: '339116', title: 'Dental laboratories', words: ['DENTAL LAB', 'DENTAL CERAMICS'], ffe: 80_000, weight: 0.5 },
];
