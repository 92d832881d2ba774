// Every Mantine component's styles, loaded with any screen but the first (see first-screen-styles.ts).
import '@mantine/core/styles.layer.css'
import '@mantine/notifications/styles.layer.css'
import '@mantine/dates/styles.layer.css'
