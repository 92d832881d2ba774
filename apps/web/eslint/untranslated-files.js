export const untranslatedFiles = []
