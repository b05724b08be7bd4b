/**
 * /order/confirmation without a country: the remembered checkout country lives only in the browser
 * (sessionStorage `checkout_country`), so a tiny page reads it and replaces itself with the country's page.
 */
export const ORDER_CONFIRMATION_SCRIPT = `
(function () {
  var country = null
  try { country = sessionStorage.getItem('checkout_country') } catch (e) {}
  if (!country || !/^[a-z]{2}$/.test(country)) country = 'de'
  location.replace('/' + country + '/order/confirmation' + location.search)
})()
`

export const ORDER_CONFIRMATION_HTML = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>…</title>
<script>${ORDER_CONFIRMATION_SCRIPT}</script>
</head>
<body>
<noscript><a href="/de/order/confirmation">Bestellbestätigung / Order confirmation</a></noscript>
</body>
</html>
`
