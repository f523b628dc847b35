import type { Page } from '@playwright/test'

/**
 * Serves a stand-in for Google's reCAPTCHA script (api.js cannot be loaded offline). It implements the explicit-render
 * API react-google-recaptcha calls: a checkbox 'I'm not a robot' that, when ticked, hands the page a fresh token the
 * fake siteverify accepts once. `window.__nextCaptchaToken` makes the next tick hand out that token instead, and
 * `window.__expireCaptcha()` fires the expiry callback, as Google does two minutes after a tick.
 */
const script = `(() => {
  const widgets = []
  window.grecaptcha = {
    render(container, options) {
      const id = widgets.length
      const label = document.createElement('label')
      const box = document.createElement('input')
      box.type = 'checkbox'
      label.append(box, " I'm not a robot")
      container.append(label)
      const widget = { box, options, token: '' }
      box.addEventListener('change', () => {
        if (!box.checked) return
        widget.token = window.__nextCaptchaToken || 'fake-solved-' + crypto.randomUUID()
        window.__nextCaptchaToken = undefined
        options.callback(widget.token)
      })
      widgets.push(widget)
      return id
    },
    reset(id = 0) {
      const widget = widgets[id]
      if (!widget) return
      widget.box.checked = false
      widget.token = ''
    },
    getResponse: (id = 0) => widgets[id]?.token ?? '',
    execute() {},
  }
  window.__expireCaptcha = () => {
    for (const widget of widgets) {
      widget.box.checked = false
      widget.token = ''
      widget.options['expired-callback']?.()
    }
  }
  // Like Google's script, call the page's onload callback only after the script element has finished loading.
  const script = document.currentScript
  const onload = new URL(script.src).searchParams.get('onload')
  script.addEventListener('load', () => setTimeout(() => onload && window[onload]?.()))
})()`

export async function useFakeRecaptcha(page: Page): Promise<void> {
  await page.route(/^https:\/\/(www\.google\.com|www\.recaptcha\.net)\/recaptcha\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: script }),
  )
}

export const solveCaptcha = (page: Page, scope = page.locator('body')) => scope.getByLabel("I'm not a robot").check()
