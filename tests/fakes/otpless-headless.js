/* global window, document, fetch, URL, setTimeout */
// A stand-in for OTPless's headless browser SDK (https://otpless.com/v4/headless.js), loaded from
// the fake OTPless server on loopback. It keeps the documented surface: `new OTPless(callback)`,
// `initiate` and `verify` answering `{ success, response }`, and the ONETAP event with the token
// after a right code. How the real SDK reaches OTPless is not documented; this one calls its server.
(function () {
  var origin = new URL(document.currentScript.src).origin;
  var appId = document.currentScript.dataset.appid;

  function post(path, body) {
    return fetch(origin + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', appid: appId },
      body: JSON.stringify(body),
    }).then(function (res) {
      return res.json();
    });
  }

  window.OTPless = function OTPless(callback) {
    this.initiate = function (request) {
      return post('/fake-sdk/initiate', request);
    };
    this.verify = function (request) {
      return post('/fake-sdk/verify', request).then(function (answer) {
        var onetap = answer.onetap;
        delete answer.onetap;
        setTimeout(function () {
          if (onetap) callback({ responseType: 'ONETAP', response: onetap });
        });
        return answer;
      });
    };
  };
})();
