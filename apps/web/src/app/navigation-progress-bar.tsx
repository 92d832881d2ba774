import '@mantine/core/styles/Progress.layer.css'
import '@mantine/nprogress/styles.layer.css'
import { NavigationProgress } from '@mantine/nprogress'
import { useEffect } from 'react'
import { limits } from '@lumbung/contract'
import { useT } from '../lib/i18n/i18n'

export { nprogress } from '@mantine/nprogress'

/**
 * The thin bar at the top of the window while a screen's code or data loads. `onMounted` runs once the
 * bar has set up its store: a start before that would be undone by the bar's first render.
 */
export function NavigationProgressBar({ onMounted }: { onMounted: () => void }) {
  const t = useT()
  useEffect(onMounted, [onMounted])
  return <NavigationProgress size={limits.progressBarPx} aria-label={t('shell.pageLoading')} />
}
