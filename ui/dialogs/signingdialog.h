// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "errand.h"
#include "record/detachedsignature.h"
#include "util/result.h"

#include <QDialog>

#include <functional>
#include <memory>
#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;

namespace Custody {

// File → Signing identity…: the examiner's private key and certificate (PEM) with which the GUI
// signs what it writes (the record and log of an acquisition, a saved report and the log). Test
// loads them (asking for the key's passphrase) and shows whom the certificate names; an empty
// key means nothing is signed.
class SigningDialog : public QDialog
{
    Q_OBJECT

public:
    // Asks for the passphrase of the key at the path; nothing when the examiner cancels.
    using PassphraseQuestion = std::function<std::optional<QByteArray>(const QString &keyPath)>;

    SigningDialog(QString key, QString certificate, PassphraseQuestion askPassphrase,
                  QWidget *parent = nullptr);

    QString key() const;
    QString certificate() const;
    // The identity Test loaded, when the key and certificate are still the ones it loaded:
    // choosing it then asks for no passphrase again.
    std::shared_ptr<const SigningIdentity> testedIdentity() const;
    // Whom the identity names and for how long, one field a line (name, organisation, e-mail,
    // issuer, validity, certificate fingerprint): what Test shows.
    static QString describe(const SigningIdentity &identity);

    // What loading ends with: the identity, or why not (a key or certificate that cannot be
    // read, a refused passphrase, the question cancelled). Shared, so that the errand's answer
    // can hand it on.
    using Loaded = std::function<void(std::shared_ptr<Result<SigningIdentity>> identity)>;

    // Loads the identity through `errand`, off the calling thread (the files may be on a share
    // that hangs; OpenSSL decrypts the key): without a passphrase first, then, only when the
    // key could be read, with the one `ask` gets on the calling thread. `loaded` is called on
    // the calling thread, unless the errand is gone or runs something else first.
    static void loadOffThread(Errand &errand, const QString &key, const QString &certificate,
                              const PassphraseQuestion &ask, const Loaded &loaded);
    // The default question: a password field in a dialog.
    static PassphraseQuestion dialogQuestion(QWidget *parent);

private:
    void test();
    // The result of Test, word-wrapped: the dialog grows to show all of it.
    void showResult(const QString &text);

    PassphraseQuestion m_askPassphrase;
    Errand m_loading; // Test's load
    QPushButton *m_testButton = nullptr;
    QLineEdit *m_key = nullptr;
    QLineEdit *m_certificate = nullptr;
    QLabel *m_result = nullptr;
    std::shared_ptr<const SigningIdentity> m_tested;
    QString m_testedKey;
    QString m_testedCertificate;
};

} // namespace Custody
