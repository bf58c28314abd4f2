// Alert constants of the specification (section 9).
export const AlertType = { Success: 0, Error: 1, Info: 2, Warning: 3 } as const;
export type AlertType = (typeof AlertType)[keyof typeof AlertType];

export const DEFAULT_ALERT_ID = 'default-alert';
export const ALERT_AUTO_CLOSE_MS = 25_000;
export const ALERT_FADE_MS = 250;
export const TOAST_SUCCESS_MS = 6_000;
export const TOAST_IMPORTANT_MS = 10_000;
export const TOAST_PROPERTY_RECORDS_MS = 45_000;

export const BREAKPOINTS = {
  small: 600,
  medium: 960,
  large: 1280,
  xlarge: 1920,
} as const;
