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
