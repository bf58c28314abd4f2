// The data dictionary of the published downloads (issue 30): for each CSV file, each column's type,
// meaning and source, in English and Spanish, and why the files' counts differ. The API writes it
// as data-dictionary.csv among the downloads; the web app shows it at /download/dictionary. A test
// holds it equal, column for column, to the files the API writes.

export type ColumnType = 'text' | 'integer' | 'number' | 'date' | 'code' | 'flag';

export interface DictionaryColumn {
  /** The column's header as the file writes it. */
  header: string;
  type: ColumnType;
  /** Where the value comes from: the roll's table and column, or the DOR file field it is loaded from. */
  source: string;
  en: string;
  es: string;
}

export interface DictionaryFile {
  file: string;
  columns: DictionaryColumn[];
}

const c = (header: string, type: ColumnType, source: string, en: string, es: string): DictionaryColumn => ({ header, type, source, en, es });

const PARCEL_ID = c(
  'Parcel ID (stored order)',
  'text',
  'NAL PARCEL_ID',
  '15 digits: range, township, section, subdivision, block, lot; the order the roll stores and joins on.',
  '15 dígitos: rango, municipio, sección, subdivisión, manzana, lote; el orden en que el registro guarda y enlaza.',
);
const DISPLAY_ID = c(
  'Parcel ID',
  'text',
  'derived from the stored id',
  'The same id as printed on cards: section, township, range first, with dashes.',
  'El mismo identificador tal como se imprime en las fichas: sección, municipio y rango primero, con guiones.',
);
// The owner's mailing address reads the same in every file that has it; only where each line comes from differs.
const MAILING_LINES: { header: string; en: string; es: string }[] = [
  { header: 'Mailing address 1', en: "First line of the owner's mailing address.", es: 'Primera línea de la dirección postal del propietario.' },
  { header: 'Mailing address 2', en: 'Second line of the mailing address.', es: 'Segunda línea de la dirección postal.' },
  { header: 'Mailing city', en: 'City of the mailing address.', es: 'Ciudad de la dirección postal.' },
  { header: 'Mailing state', en: 'State of the mailing address.', es: 'Estado de la dirección postal.' },
  { header: 'Mailing ZIP', en: 'ZIP code of the mailing address.', es: 'Código postal de la dirección postal.' },
];
/** The five mailing-address columns, each read from sources[i] (one source for all when given one). */
const mailing = (...sources: string[]) => MAILING_LINES.map((line, i) => c(line.header, 'text', sources[i] ?? sources[0]!, line.en, line.es));

export const DATA_DICTIONARY: DictionaryFile[] = [
  {
    file: 'parcels.csv',
    columns: [
      PARCEL_ID,
      DISPLAY_ID,
      c('Owner', 'text', 'NAL OWN_NAME', 'Owners on January 1, joined in order.', 'Propietarios al 1 de enero, en orden.'),
      c('Property address', 'text', 'NAL PHY_ADDR1', 'Situs (street) address; empty for parcels without one.', 'Dirección de la propiedad; vacía si no tiene.'),
      c(
        'Property city',
        'text',
        'NAL PHY_CITY',
        'City of the address; empty in unincorporated areas without a postal city.',
        'Ciudad de la dirección; vacía en zonas no incorporadas sin ciudad postal.',
      ),
      c('Property ZIP', 'code', 'NAL PHY_ZIPCD', 'Five-digit ZIP code of the address.', 'Código postal de cinco dígitos de la dirección.'),
      c(
        'Jurisdiction',
        'code',
        'NAL TAX_AUTH_CD',
        'Taxing district code: which city and authorities levy on the parcel (code table Jurisdictions).',
        'Código del distrito tributario: qué ciudad y autoridades gravan la parcela (tabla Jurisdicciones).',
      ),
      c(
        'Use code',
        'code',
        'NAL DOR_UC and local subtype',
        'Four digits: the Department of Revenue use code and a local subtype (code table Use codes).',
        'Cuatro dígitos: el código de uso del Departamento de Ingresos y un subtipo local (tabla Códigos de uso).',
      ),
      c('Use description', 'text', 'use_codes table', 'The use code in words.', 'El código de uso en palabras.'),
      c(
        'Subdivision',
        'text',
        'roll (plat)',
        'Name of the recorded plat; empty for unplatted land.',
        'Nombre del plano registrado; vacío para terrenos sin plano.',
      ),
      c(
        'Legal description',
        'text',
        'NAL S_LEGAL',
        'Short legal description as the roll holds it.',
        'Descripción legal abreviada tal como figura en el registro.',
      ),
      c('Acres', 'number', 'roll (land area)', 'Land area in acres.', 'Superficie del terreno en acres.'),
      c(
        'Homestead',
        'flag',
        'roll (homestead exemption)',
        'Y when the parcel has a homestead exemption this year, else N.',
        'Y si la parcela tiene exención de homestead este año; si no, N.',
      ),
      ...mailing('NAL OWN_ADDR1', 'NAL OWN_ADDR2', 'NAL OWN_CITY', 'NAL OWN_STATE', 'NAL OWN_ZIPCD'),
      c('Mailing country', 'text', 'roll', 'Country, when the mailing address is abroad.', 'País, si la dirección postal está en el extranjero.'),
      c(
        'Just (market) value',
        'integer',
        'NAL JV',
        "Market value on January 1 of the file's tax year, in whole dollars; empty when the parcel has no value that year.",
        'Valor de mercado al 1 de enero del año del archivo, en dólares; vacío si la parcela no tiene valor ese año.',
      ),
      c(
        'Assessed value (school)',
        'integer',
        'NAL AV_SD',
        'Just value less the caps, as the school board taxes it.',
        'Valor justo menos los topes, tal como lo grava la junta escolar.',
      ),
      c(
        'Assessed value (non-school)',
        'integer',
        'NAL AV_NSD',
        'Just value less the caps (with the 10% cap), for every other authority.',
        'Valor justo menos los topes (con el tope del 10%), para las demás autoridades.',
      ),
      c('Taxable value (school)', 'integer', 'NAL TV_SD', 'School assessed value less exemptions.', 'Valor tasado escolar menos exenciones.'),
      c('Taxable value (non-school)', 'integer', 'NAL TV_NSD', 'Non-school assessed value less exemptions.', 'Valor tasado no escolar menos exenciones.'),
    ],
  },
  {
    file: 'sales.csv',
    columns: [
      PARCEL_ID,
      DISPLAY_ID,
      c(
        'Sale number',
        'integer',
        'roll',
        "Order of the sale among the parcel's sales (0 is the first kept).",
        'Orden de la venta entre las de la parcela (0 es la primera guardada).',
      ),
      c('Sale date', 'date', 'SDF SALE_YR, SALE_MO', 'Date of the deed, YYYY-MM-DD.', 'Fecha de la escritura, AAAA-MM-DD.'),
      c('Price', 'integer', 'SDF SALE_PRC', 'Price in whole dollars.', 'Precio en dólares.'),
      c('Instrument number', 'text', 'SDF CLERK_NO', "The Clerk's instrument number of the deed.", 'Número de instrumento de la escritura en la Secretaría.'),
      c('Book', 'text', 'SDF OR_BOOK', 'Official records book.', 'Libro de registros oficiales.'),
      c('Page', 'text', 'SDF OR_PAGE', 'Official records page.', 'Página de registros oficiales.'),
      c('Deed type', 'code', 'roll', 'Kind of instrument (code table Deed types).', 'Tipo de instrumento (tabla Tipos de escritura).'),
      c(
        'Qualification code',
        'code',
        'SDF QUAL_CD',
        'Department of Revenue qualification code (code table Sale qualification codes).',
        'Código de calificación del Departamento de Ingresos (tabla Códigos de calificación de ventas).',
      ),
      c(
        'Qualified (Q) or unqualified (U)',
        'flag',
        'from SDF QUAL_CD',
        "Q for an arm's-length sale (codes 01 and 02): the sales the statistics and the sales search count as qualified.",
        'Q para una venta en condiciones de mercado (códigos 01 y 02): las que cuentan como calificadas las estadísticas y la búsqueda de ventas.',
      ),
      c('Vacant (V) or improved (I)', 'flag', 'SDF VI_CD', 'Whether the land had a building when sold.', 'Si el terreno tenía un edificio al venderse.'),
      c('Seller', 'text', 'roll', 'Grantor named on the deed.', 'Otorgante que figura en la escritura.'),
      c('Buyer', 'text', 'roll', 'Grantee named on the deed.', 'Beneficiario que figura en la escritura.'),
    ],
  },
  {
    file: 'tangible-accounts.csv',
    columns: [
      c('Account', 'text', 'NAP ACCT_ID', 'Tangible personal property account number.', 'Número de cuenta de bienes muebles tangibles.'),
      c('Business name', 'text', 'NAP', 'Name the business trades under.', 'Nombre comercial del negocio.'),
      c(
        'NAICS code',
        'code',
        'NAP NAICS_CD',
        'Industry code (North American Industry Classification System).',
        'Código de industria (Sistema de Clasificación Industrial de América del Norte).',
      ),
      c('NAICS description', 'text', 'NAICS', 'The industry code in words.', 'El código de industria en palabras.'),
      c(
        'Parcel ID (stored order)',
        'text',
        'NAP',
        'The parcel the business occupies, when known; empty for accounts without a parcel.',
        'La parcela que ocupa el negocio, si se conoce; vacía para cuentas sin parcela.',
      ),
      c('Business address', 'text', 'NAP', 'Where the property is located.', 'Dónde se encuentran los bienes.'),
      c('Business city', 'text', 'NAP', 'City of the business address.', 'Ciudad de la dirección del negocio.'),
      c('Business ZIP', 'code', 'NAP', 'ZIP code of the business address.', 'Código postal de la dirección del negocio.'),
      c(
        'Jurisdiction',
        'code',
        'NAP TAX_AUTH_CD',
        'Taxing district code (code table Jurisdictions).',
        'Código del distrito tributario (tabla Jurisdicciones).',
      ),
      c('Owner', 'text', 'NAP', 'Owner of the account.', 'Propietario de la cuenta.'),
      ...mailing('NAP'),
      c(
        'Filing status',
        'text',
        'roll',
        'Whether the DR-405 return was filed, extended, not filed, or the account is exempt.',
        'Si la declaración DR-405 se presentó, se prorrogó, no se presentó, o si la cuenta está exenta.',
      ),
      c(
        'Just value',
        'integer',
        'NAP JV_TOTAL',
        'Market value of the furniture, fixtures, equipment and leasehold improvements.',
        'Valor de mercado de mobiliario, instalaciones, equipo y mejoras arrendadas.',
      ),
      c(
        'Assessed value',
        'integer',
        'NAP',
        'Just value as assessed (tangible property has no cap).',
        'Valor justo tasado (los bienes tangibles no tienen tope).',
      ),
      c('Exemption', 'integer', 'NAP', 'The $25,000 tangible exemption and any other.', 'La exención de $25,000 para bienes tangibles y cualquier otra.'),
      c('Taxable value', 'integer', 'NAP', 'Assessed value less exemptions.', 'Valor tasado menos exenciones.'),
    ],
  },
];

const STORED_ID = c(PARCEL_ID.header, 'text', 'roll', PARCEL_ID.en, PARCEL_ID.es);
const SHOWN_ID = c(DISPLAY_ID.header, 'text', DISPLAY_ID.source, DISPLAY_ID.en, DISPLAY_ID.es);
const MAP_DISTANCE = c(
  'Distance (ft)',
  'number',
  'parcel points',
  "Feet from the circle's center, or from the parcel the area was drawn around, to this parcel's point; empty for a rectangle.",
  'Pies desde el centro del círculo, o desde la parcela alrededor de la cual se trazó el área, hasta el punto de esta parcela; vacío para un rectángulo.',
);
const MAP_COMMON = {
  address: c(
    'Property address',
    'text',
    'roll (situs)',
    'Situs (street) address; empty for parcels without one.',
    'Dirección de la propiedad; vacía si no tiene.',
  ),
  city: c('Property city', 'text', 'roll (situs)', 'City of the address.', 'Ciudad de la dirección.'),
  useCode: c('Use code', 'code', 'roll', 'Four-digit use code (code table Use codes).', 'Código de uso de cuatro dígitos (tabla Códigos de uso).'),
  use: c('Use description', 'text', 'use_codes table', 'The use code in words.', 'El código de uso en palabras.'),
  living: c(
    'Living area (sq ft)',
    'integer',
    'roll (buildings)',
    "The parcel's buildings' living area as the roll holds it now; empty without a building.",
    'Superficie habitable de los edificios de la parcela según el registro actual; vacía si no tiene edificio.',
  ),
  built: c('Year built', 'integer', 'roll (buildings)', "The main building's year built.", 'Año de construcción del edificio principal.'),
};

/**
 * Files the site makes on request rather than among the roll downloads: the statistics page's two
 * CSVs and the map's list of a drawn area. The file names stand for the names they are given
 * (the area, use class, year or date is filled in).
 */
export const REQUEST_DICTIONARY: DictionaryFile[] = [
  {
    file: 'sales-AREA-USE.csv (statistics)',
    columns: [
      c('Month', 'date', 'SDF SALE_YR, SALE_MO', 'The month, YYYY-MM; one row for every month asked for.', 'El mes, AAAA-MM; una fila por cada mes pedido.'),
      c(
        'Qualified sales',
        'integer',
        'sales (qualified)',
        "Qualified (arm's-length) sales of the area and use class in the month; 0 when there was none.",
        'Ventas calificadas (en condiciones de mercado) del área y la clase de uso en el mes; 0 si no hubo ninguna.',
      ),
      c(
        'Median price',
        'integer',
        'sales',
        'Median price of those sales in whole dollars; empty without a sale.',
        'Mediana del precio de esas ventas en dólares; vacía sin ventas.',
      ),
      c(
        'Mean price',
        'integer',
        'sales',
        'Mean price of those sales in whole dollars; empty without a sale.',
        'Precio medio de esas ventas en dólares; vacío sin ventas.',
      ),
      c(
        'Median price per sq ft',
        'number',
        'sales and buildings',
        "Median of price divided by the parcel's living area as the roll holds it now, over the sales of parcels with a living area.",
        'Mediana del precio dividido por la superficie habitable actual de la parcela, en las ventas de parcelas con superficie habitable.',
      ),
      c(
        'Median price, change over 12 months (%)',
        'number',
        'computed',
        'Change of the median price from the same month a year before, in percent to one decimal; empty unless both months have at least 10 qualified sales.',
        'Variación de la mediana del precio respecto del mismo mes del año anterior, en porcentaje con un decimal; vacía salvo que ambos meses tengan al menos 10 ventas calificadas.',
      ),
    ],
  },
  {
    file: 'roll-summary-YEAR.csv (statistics)',
    columns: [
      c('Year', 'integer', 'roll', 'The roll (tax) year.', 'El año del registro (fiscal).'),
      c(
        'Table',
        'text',
        'computed',
        'Which table of the summary the line belongs to: totals, use class, taxing authority, exemption, new construction, caps, tangible, change from the year before (percent).',
        'La tabla del resumen a la que pertenece la línea: totales, clase de uso, autoridad tributaria, exención, construcción nueva, topes, tangibles, variación respecto del año anterior (porcentaje).',
      ),
      c(
        'Code',
        'code',
        'roll',
        "The use class, the taxing authority's code or the exemption code; empty for the county's lines.",
        'La clase de uso, el código de la autoridad tributaria o el código de exención; vacío en las líneas del condado.',
      ),
      c('Name', 'text', 'roll', 'What the line is about, in words.', 'De qué trata la línea, en palabras.'),
      c(
        'Measure',
        'text',
        'computed',
        'The figure on the line: parcels, just, school or non-school assessed, exempt and taxable values, counts, amounts.',
        'La cifra de la línea: parcelas, valores justo, tasado, exento y gravable (escolar o no escolar), cantidades, importes.',
      ),
      c(
        'Value',
        'number',
        'computed',
        'The figure: whole dollars for values and amounts, a count, or a percent to one decimal for a change.',
        'La cifra: dólares para valores e importes, una cantidad, o un porcentaje con un decimal para una variación.',
      ),
    ],
  },
  {
    file: 'map-parcels-DATE.csv (map)',
    columns: [
      SHOWN_ID,
      STORED_ID,
      c(
        'Owner',
        'text',
        'roll (owners)',
        'Owners joined in order; withheld for a confidential parcel.',
        'Propietarios en orden; se omiten en una parcela confidencial.',
      ),
      MAP_COMMON.address,
      MAP_COMMON.city,
      MAP_COMMON.useCode,
      MAP_COMMON.use,
      c(
        'Just (market) value',
        'integer',
        'roll (values)',
        'Market value on January 1 of the current roll, in whole dollars.',
        'Valor de mercado al 1 de enero del registro actual, en dólares.',
      ),
      MAP_COMMON.living,
      c('Land area (sq ft)', 'integer', 'roll (land)', 'Land area in square feet.', 'Superficie del terreno en pies cuadrados.'),
      MAP_COMMON.built,
      c('Last sale date', 'date', 'sales', "Date of the parcel's latest sale, YYYY-MM-DD.", 'Fecha de la última venta de la parcela, AAAA-MM-DD.'),
      c('Last sale price', 'integer', 'sales', 'Price of that sale in whole dollars.', 'Precio de esa venta en dólares.'),
      MAP_DISTANCE,
    ],
  },
  {
    // The columns of every list of comparable sales (comparable-columns.ts, decision 124).
    file: 'map-sales-DATE.csv (map)',
    columns: [
      SHOWN_ID,
      MAP_COMMON.address,
      c(
        'Sale date',
        'date',
        'sales',
        'Date of the deed, YYYY-MM-DD; qualified sales only, within the months asked (three years by default).',
        'Fecha de la escritura, AAAA-MM-DD; solo ventas calificadas, en los meses pedidos (tres años por omisión).',
      ),
      c('Sale price', 'integer', 'sales', 'Price in whole dollars.', 'Precio en dólares.'),
      MAP_COMMON.useCode,
      MAP_COMMON.living,
      c(
        'Price per sq ft',
        'number',
        'sales and buildings',
        'Price divided by the living area, to the cent; empty without one.',
        'Precio dividido por la superficie habitable, al centavo; vacío si no la hay.',
      ),
      c('Bedrooms', 'integer', 'roll (buildings)', 'Bedrooms of all the buildings.', 'Dormitorios de todos los edificios.'),
      c('Baths', 'number', 'roll (buildings)', 'Bathrooms of all the buildings.', 'Baños de todos los edificios.'),
      MAP_COMMON.built,
      c('Lot (sq ft)', 'integer', 'roll (land)', 'Land area in square feet.', 'Superficie del terreno en pies cuadrados.'),
      MAP_DISTANCE,
    ],
  },
];

/** Why the files' row counts differ, in both languages. */
export const COUNT_NOTES: { en: string; es: string }[] = [
  {
    en: 'parcels.csv has one row per parcel; sales.csv one row per recorded sale, so a parcel sold three times has three sales and one that never sold has none.',
    es: 'parcels.csv tiene una fila por parcela; sales.csv una por venta registrada, así que una parcela vendida tres veces tiene tres ventas y una que nunca se vendió no tiene ninguna.',
  },
  {
    en: 'tangible-accounts.csv counts business accounts, not parcels: several businesses may share one parcel, and accounts without a parcel (equipment at an address the roll does not match) have an empty parcel id.',
    es: 'tangible-accounts.csv cuenta cuentas de negocios, no parcelas: varios negocios pueden compartir una parcela, y las cuentas sin parcela tienen el identificador de parcela vacío.',
  },
  {
    en: "The values in parcels.csv are those of the file's tax year: a parcel created after January 1 is listed with empty values until the next roll.",
    es: 'Los valores de parcels.csv son los del año del archivo: una parcela creada después del 1 de enero aparece con valores vacíos hasta el próximo registro.',
  },
  {
    en: "The NAL, SDF and NAP files follow the Department of Revenue's layouts (their columns are described in the Department's user guide): the NAL has one row per parcel carrying its two latest sales, the SDF one row per sale like sales.csv, and the NAP one row per tangible account.",
    es: 'Los archivos NAL, SDF y NAP siguen los formatos del Departamento de Ingresos (sus columnas se describen en la guía del Departamento): el NAL tiene una fila por parcela con sus dos ventas más recientes, el SDF una fila por venta como sales.csv, y el NAP una fila por cuenta tangible.',
  },
  {
    en: 'The market statistics count qualified sales only, and the roll summary counts parcels with a value in the year asked for.',
    es: 'Las estadísticas del mercado cuentan solo ventas calificadas, y el resumen del registro cuenta las parcelas con valor en el año pedido.',
  },
];
