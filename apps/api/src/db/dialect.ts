// Its own module so that the migrations can name the dialect without importing database.ts, which
// imports them (a type-only circle is still a circle to the linter and to readers).

/** Which database engine a connection talks to. */
export type Dialect = 'sqlite' | 'postgres';
