/**
 * The two widths a screen may have (docs/decisions/0038-ui-conventions.md): lists, details and dashboards
 * use the page width; a screen that is one form uses the narrower form width, so its lines stay short.
 */
export const pageWidth = 1200
export const formWidth = 960
