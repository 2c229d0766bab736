// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/signingdialog.h"

#include "record/detachedsignature.h"
#include "util/certificatesubject.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace Custody {

SigningDialog::SigningDialog(QString key, QString certificate, PassphraseQuestion askPassphrase,
                             QWidget *parent)
    : QDialog(parent)
    , m_askPassphrase(std::move(askPassphrase))
{
    setObjectName(QStringLiteral("signingDialog"));
    setWindowTitle(tr("Signing identity"));
    const auto pathRow = [this](QLineEdit *&edit, const QString &text, const QString &title) {
        edit = new QLineEdit(text);
        auto *browse = new QPushButton(tr("Browse…"));
        connect(browse, &QPushButton::clicked, this, [this, edit, title] {
            const QString chosen = QFileDialog::getOpenFileName(
                this, title, edit->text(), tr("PEM files (*.pem *.key *.crt);;All files (*)"));
            if (!chosen.isEmpty())
                edit->setText(chosen);
        });
        auto *row = new QHBoxLayout;
        row->addWidget(edit, 1);
        row->addWidget(browse);
        return row;
    };
    // Each label's mnemonic goes to its field: QFormLayout sets no buddy for a row that is a
    // layout, and a QLabel without a buddy shows its "&".
    auto *form = new QFormLayout;
    const auto addRow = [form](const QString &text, QHBoxLayout *row, QLineEdit *edit) {
        auto *label = new QLabel(text);
        label->setBuddy(edit);
        form->addRow(label, row);
    };
    QHBoxLayout *keyRow = pathRow(m_key, key, tr("The examiner's private key"));
    addRow(tr("Private &key (PEM):"), keyRow, m_key);
    QHBoxLayout *certificateRow
        = pathRow(m_certificate, certificate, tr("The examiner's certificate"));
    addRow(tr("Ce&rtificate (PEM):"), certificateRow, m_certificate);
    m_key->setObjectName(QStringLiteral("signingKey"));
    m_certificate->setObjectName(QStringLiteral("signingCertificate"));
    auto *explanation
        = new QLabel(tr("With a key and certificate, Custody writes a detached CMS signature "
                        "(FILE.p7s) beside the record and log of each acquisition and beside each "
                        "report it saves, and notes the signer in the log and the case history. "
                        "A key protected by a passphrase is asked for once per session. Leave "
                        "both empty to sign nothing."));
    explanation->setWordWrap(true);
    m_result = new QLabel;
    m_result->setObjectName(QStringLiteral("signingResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_testButton = buttons->addButton(tr("&Test"), QDialogButtonBox::ActionRole);
    m_testButton->setObjectName(QStringLiteral("signingTestButton"));
    connect(m_testButton, &QPushButton::clicked, this, &SigningDialog::test);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(explanation);
    layout->addLayout(form);
    layout->addWidget(m_result);
    layout->addWidget(buttons);
}

QString SigningDialog::key() const
{
    return m_key->text().trimmed();
}

QString SigningDialog::certificate() const
{
    return m_certificate->text().trimmed();
}

std::shared_ptr<const SigningIdentity> SigningDialog::testedIdentity() const
{
    if (m_testedKey != key() || m_testedCertificate != certificate())
        return nullptr;
    return m_tested;
}

QString SigningDialog::describe(const SigningIdentity &identity)
{
    const QString subject = identity.subject();
    QStringList lines{tr("Signs as %1").arg(signerName(subject))};
    const auto addField = [&lines](const QString &label, const QString &value) {
        if (!value.isEmpty())
            lines << label.arg(value);
    };
    addField(tr("Name: %1"), subjectValue(subject, QStringLiteral("CN")));
    addField(tr("Organisation: %1"), subjectValue(subject, QStringLiteral("O")));
    addField(tr("E-mail: %1"), subjectValue(subject, QStringLiteral("emailAddress")));
    lines << (identity.issuer() == subject
                  ? tr("Issued by: itself (a self-signed certificate)")
                  : tr("Issued by: %1").arg(subjectForPeople(identity.issuer())));
    const QLocale locale;
    lines << tr("Valid from %1 until %2")
                 .arg(locale.toString(identity.notBefore().toLocalTime(), QLocale::ShortFormat),
                      locale.toString(identity.notAfter().toLocalTime(), QLocale::ShortFormat));
    // In groups, so that the line can wrap.
    QStringList groups;
    const QString fingerprint = identity.certificateSha256();
    for (qsizetype at = 0; at < fingerprint.size(); at += 16)
        groups << fingerprint.mid(at, 16);
    lines << tr("Certificate SHA-256: %1").arg(groups.join(QLatin1Char(' ')));
    return lines.join(QLatin1Char('\n'));
}

void SigningDialog::showResult(const QString &text)
{
    m_result->setText(text);
    // A window's layout does not follow its labels' height for width: grown here, at the width
    // the examiner gave it, so that no line is cut off.
    layout()->activate();
    if (const int needed = heightForWidth(width()); needed > height())
        resize(width(), needed);
}

void SigningDialog::loadOffThread(Errand &errand, const QString &key, const QString &certificate,
                                  const PassphraseQuestion &ask, const Loaded &loaded)
{
    errand.run([key, certificate, &errand, ask, loaded]() -> Errand::Answer {
        auto identity = std::make_shared<Result<SigningIdentity>>(
            SigningIdentity::load(key, certificate, QByteArray()));
        // Perhaps protected by a passphrase: asked for, never kept. Not when the key could not
        // even be read (gone, say): no passphrase would help, and asking would hide why.
        const bool passphraseMayOpen
            = !*identity && identity->error().path == key && QFileInfo(key).isFile();
        return [identity, passphraseMayOpen, key, certificate, &errand, ask, loaded] {
            if (!passphraseMayOpen)
                return loaded(identity);
            std::optional<QByteArray> passphrase = ask(key);
            if (!passphrase)
                return loaded(std::make_shared<Result<SigningIdentity>>(
                    Error::fromErrno(Error::Code::SigningFailed, 0, key, -1,
                                     QStringLiteral("the passphrase was not given"))));
            errand.run(
                [key, certificate, secret = *passphrase, loaded]() mutable -> Errand::Answer {
                    auto opened = std::make_shared<Result<SigningIdentity>>(
                        SigningIdentity::load(key, certificate, secret));
                    secret.fill('\0');
                    return [opened, loaded] {
                        loaded(opened);
                    };
                });
            passphrase->fill('\0');
        };
    });
}

SigningDialog::PassphraseQuestion SigningDialog::dialogQuestion(QWidget *parent)
{
    return [parent](const QString &keyPath) -> std::optional<QByteArray> {
        bool ok = false;
        const QString text = QInputDialog::getText(
            parent, tr("Passphrase"), tr("Passphrase of the signing key %1:").arg(keyPath),
            QLineEdit::Password, QString(), &ok);
        if (!ok)
            return std::nullopt;
        return text.toUtf8();
    };
}

void SigningDialog::test()
{
    if (key().isEmpty() || certificate().isEmpty()) {
        showResult(tr("Give both the key and the certificate."));
        return;
    }
    m_testButton->setEnabled(false);
    showResult(tr("Loading the key and the certificate…"));
    loadOffThread(m_loading, key(), certificate(), m_askPassphrase,
                  [this, key = key(), certificate = certificate()](
                      const std::shared_ptr<Result<SigningIdentity>> &loaded) {
                      m_testButton->setEnabled(true);
                      if (!*loaded) {
                          showResult(loaded->error().userMessage());
                          return;
                      }
                      m_tested = std::make_shared<const SigningIdentity>(std::move(**loaded));
                      m_testedKey = key;
                      m_testedCertificate = certificate;
                      showResult(describe(*m_tested));
                  });
}

} // namespace Custody
