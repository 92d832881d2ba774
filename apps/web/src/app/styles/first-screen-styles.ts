// The styles of the sign-in screen and of what surrounds every screen (the page shell, the error and
// not-found screens), in Mantine's documented order: the base first, then the components others build
// on. The navigation progress bar brings its own with its code (app/navigation-progress-bar.tsx). Every
// other screen loads all-styles.ts with its code (lib/lazy-import.ts), so a first visit to /login skips
// two thirds of Mantine's styles. All are in Mantine's cascade layer, so the app's own styles win over
// them whichever arrives last.
import '@mantine/core/styles/baseline.layer.css'
import '@mantine/core/styles/default-css-variables.layer.css'
import '@mantine/core/styles/global.layer.css'
import '@mantine/core/styles/UnstyledButton.layer.css'
import '@mantine/core/styles/VisuallyHidden.layer.css'
import '@mantine/core/styles/Paper.layer.css'
import '@mantine/core/styles/CloseButton.layer.css'
import '@mantine/core/styles/Group.layer.css'
import '@mantine/core/styles/Loader.layer.css'
import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/ActionIcon.layer.css'
import '@mantine/core/styles/Alert.layer.css'
import '@mantine/core/styles/Anchor.layer.css'
import '@mantine/core/styles/Button.layer.css'
import '@mantine/core/styles/Center.layer.css'
import '@mantine/core/styles/Container.layer.css'
import '@mantine/core/styles/PasswordInput.layer.css'
import '@mantine/core/styles/Stack.layer.css'
import '@mantine/core/styles/Text.layer.css'
import '@mantine/core/styles/ThemeIcon.layer.css'
import '@mantine/core/styles/Title.layer.css'
