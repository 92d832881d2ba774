/**
 * Screens and components whose texts are still written in English in the JSX, skipped by the
 * no-literal-ui-text rule until translated (docs/decisions/0074-languages.md). Translate one, take it
 * off this list; the list only shrinks.
 */
export const untranslatedFiles = [
]
