/**
 * Fails on a text a person reads written straight into JSX: words between tags, and a string given to
 * an attribute people read (label, placeholder, title, aria-label…). Such texts come from the
 * catalogues through `t('key')` (docs/decisions/0074-languages.md), in every screen.
 */
const readAttributes = new Set([
  'label',
  'placeholder',
  'title',
  'description',
  'aria-label',
  'alt',
  'message',
  'hint',
  'submitLabel',
  'loadingText',
  'confirmLabel',
  'cancelLabel',
  'emptyText',
  'noRecordsText',
])
const hasWords = (text) => /\p{L}{2,}/u.test(text)

export const noLiteralUiText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing texts come from the i18n catalogues, not JSX literals' },
    messages: {
      text: 'Put "{{text}}" in the area\'s texts (features/<module>/<area>.texts.ts) and show it with t().',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } })
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value)
      },
      JSXExpressionContainer(node) {
        const { expression } = node
        if (node.parent.type === 'JSXAttribute') return
        if (
          expression.type === 'Literal' &&
          typeof expression.value === 'string' &&
          hasWords(expression.value)
        )
          report(node, expression.value)
        if (
          expression.type === 'TemplateLiteral' &&
          expression.quasis.some((quasi) => hasWords(quasi.value.raw))
        )
          report(node, expression.quasis.map((quasi) => quasi.value.raw).join('…'))
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : ''
        if (!readAttributes.has(name) || !node.value) return
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value
        if (value.type === 'Literal' && typeof value.value === 'string' && hasWords(value.value))
          report(node, value.value)
        if (value.type === 'TemplateLiteral' && value.quasis.some((quasi) => hasWords(quasi.value.raw)))
          report(node, value.quasis.map((quasi) => quasi.value.raw).join('…'))
      },
    }
  },
}

export const i18nPlugin = { rules: { 'no-literal-ui-text': noLiteralUiText } }
