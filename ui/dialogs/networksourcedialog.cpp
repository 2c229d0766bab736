// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/networksourcedialog.h"
#include "dialogs/formrows.h"

#include "dialogs/dialogmessages.h"
#include "io/opensource.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>

#include <system_error>
#include <thread>

namespace Custody {

NetworkSourceDialog::NetworkSourceDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("networkSourceDialog"));
    setWindowTitle(tr("Add network source"));
    auto *form = new QFormLayout;
    m_uri = new QLineEdit;
    m_uri->setObjectName(QStringLiteral("uri"));
    m_uri->setPlaceholderText(QStringLiteral("nbds://192.0.2.7/sda"));
    m_uri->setToolTip(tr("nbd://HOST[:PORT]/EXPORT, nbds://… (TLS required), "
                         "nbd+unix:///EXPORT?socket=PATH, or an iSCSI LUN: "
                         "iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN"));
    form->addRow(tr("&URI:"), m_uri);
    QWidget *row = nullptr;
    m_pskFile = pathField(QStringLiteral("tlsPskFile"), false, &row);
    addRowFor(form, tr("TLS &PSK file:"), m_pskFile, row);
    m_pskUsername = new QLineEdit;
    m_pskUsername->setObjectName(QStringLiteral("tlsUsername"));
    m_pskUsername->setPlaceholderText(tr("your login name"));
    form->addRow(tr("PSK &identity:"), m_pskUsername);
    m_certificates = pathField(QStringLiteral("tlsCertificates"), true, &row);
    addRowFor(form, tr("TLS certificates &folder:"), m_certificates, row);
    m_chapFile = pathField(QStringLiteral("chapFile"), false, &row);
    m_chapFile->setToolTip(tr("iSCSI: a file of username:secret lines, readable by its owner "
                              "only; the user is the one the URI names, or the file's only one. "
                              "A line \"target username:secret\" asks the target to prove "
                              "itself with them (mutual CHAP)."));
    addRowFor(form, tr("iSCSI C&HAP file:"), m_chapFile, row);
    m_timeout = new QSpinBox;
    m_timeout->setObjectName(QStringLiteral("timeout"));
    m_timeout->setRange(5, 3600);
    m_timeout->setValue(NetworkSourceOptions().timeoutSeconds);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setToolTip(tr("How long the server may stay silent before it counts as gone. A "
                             "bad sector on the remote drive can take minutes of retries."));
    form->addRow(tr("&Timeout:"), m_timeout);
    m_reconnectAttempts = new QSpinBox;
    m_reconnectAttempts->setObjectName(QStringLiteral("reconnectAttempts"));
    m_reconnectAttempts->setRange(0, 1000);
    m_reconnectAttempts->setValue(NetworkSourceOptions().reconnectAttempts);
    m_reconnectAttempts->setToolTip(tr("After a lost connection, how many times to connect "
                                       "again before the acquisition stops (its map saved, to "
                                       "resume). A server back with another size or certificate "
                                       "is not taken."));
    form->addRow(tr("&Reconnect attempts:"), m_reconnectAttempts);
    m_reconnectDelay = new QSpinBox;
    m_reconnectDelay->setObjectName(QStringLiteral("reconnectDelay"));
    m_reconnectDelay->setRange(0, 3600);
    m_reconnectDelay->setValue(NetworkSourceOptions().reconnectDelaySeconds);
    m_reconnectDelay->setSuffix(tr(" s"));
    form->addRow(tr("Wait &before each:"), m_reconnectDelay);

    auto *note = new QLabel(tr("Credentials are read from files, never typed in here. On the "
                               "remote machine, serve the drive read-only (nbdkit --readonly, "
                               "qemu-nbd --read-only, or an iSCSI target's read-only LUN), with "
                               "TLS where the network is not yours (iSCSI has none: use a VPN)."));
    note->setWordWrap(true);
    m_message = messageLabel(QStringLiteral("networkMessage"));
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    QPushButton *connectButton = m_buttons->addButton(tr("C&onnect"), QDialogButtonBox::AcceptRole);
    connectButton->setObjectName(QStringLiteral("connectButton"));
    connectButton->setDefault(true);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &NetworkSourceDialog::connectToServer);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &NetworkSourceDialog::reject);
    m_inputs << m_uri << m_pskFile << m_pskUsername << m_certificates << m_chapFile << m_timeout
             << m_reconnectAttempts << m_reconnectDelay;

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(m_message);
    layout->addWidget(m_buttons);
    // The box, made before it had a parent, leaves Cancel out of the dialog's tab chain.
    setTabOrder(connectButton, m_buttons->button(QDialogButtonBox::Cancel));
    resize(560, sizeHint().height());
}

QLineEdit *NetworkSourceDialog::pathField(const QString &objectName, bool folder, QWidget **row)
{
    auto *field = new QLineEdit;
    field->setObjectName(objectName);
    auto *browse = new QPushButton(tr("Browse…"));
    m_inputs << browse;
    connect(browse, &QPushButton::clicked, this, [this, field, folder] {
        const QString path = folder ? QFileDialog::getExistingDirectory(this, {}, field->text())
                                    : QFileDialog::getOpenFileName(this, {}, field->text());
        if (!path.isEmpty())
            field->setText(path);
    });
    *row = new QWidget;
    auto *layout = new QHBoxLayout(*row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(field);
    layout->addWidget(browse);
    return field;
}

NetworkSourceOptions NetworkSourceDialog::options() const
{
    NetworkSourceOptions options;
    options.tlsPskFile = m_pskFile->text().trimmed();
    options.tlsUsername = m_pskUsername->text().trimmed();
    options.tlsCertificates = m_certificates->text().trimmed();
    options.chapFile = m_chapFile->text().trimmed();
    options.timeoutSeconds = m_timeout->value();
    options.reconnectAttempts = m_reconnectAttempts->value();
    options.reconnectDelaySeconds = m_reconnectDelay->value();
    return options;
}

void NetworkSourceDialog::connectToServer()
{
    if (m_connecting)
        return;
    const QString uri = m_uri->text().trimmed();
    if (!isNetworkUri(uri)) {
        showMessage(m_message,
                    tr("%1 is not an NBD or iSCSI URI: give nbd://HOST[:PORT]/EXPORT, nbds://… "
                       "for TLS, nbd+unix:///EXPORT?socket=PATH, or "
                       "iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN.")
                        .arg(uri.isEmpty() ? tr("An empty field") : uri),
                    MessageKind::Error);
        return;
    }
    const int attempt = ++m_attempt;
    setConnecting(true);
    showMessage(m_message, tr("Connecting to %1…").arg(uri), MessageKind::Note);
    QPointer<NetworkSourceDialog> self(this);
    // libnbd and libiscsi block until the server answers or the timeout passes: not on the GUI
    // thread. The answer is dropped if the dialog is gone by then, or the application.
    const NetworkDrive asked{uri, options(), {}, {}};
    try {
        std::thread([self, attempt, asked] {
            const Result<NetworkDrive> probed = probe(asked);
            if (QCoreApplication *application = QCoreApplication::instance())
                QMetaObject::invokeMethod(application, [self, attempt, probed] {
                    if (self)
                        self->answered(attempt, probed);
                });
        }).detach();
    } catch (const std::system_error &error) {
        // No thread to be had (a process at its limit): say so rather than block the window.
        setConnecting(false);
        showMessage(m_message,
                    tr("Cannot connect now: no thread could be started (%1).")
                        .arg(QString::fromLocal8Bit(error.what())),
                    MessageKind::Error);
    }
}

void NetworkSourceDialog::reject()
{
    ++m_attempt;
    QDialog::reject();
}

Result<NetworkDrive> NetworkSourceDialog::probe(const NetworkDrive &asked)
{
    NetworkDrive drive = asked;
    if (IscsiSource::isIscsiUri(asked.uri)) {
        const Result<IscsiLunFacts> lun = probeIscsiLun(asked.uri, asked.options);
        if (!lun)
            return lun.error();
        drive.takeIscsiFacts(*lun);
        return drive;
    }
    const Result<NbdExportFacts> facts = probeNbdExport(asked.uri, asked.options);
    if (!facts)
        return facts.error();
    drive.facts = *facts;
    return drive;
}

void NetworkSourceDialog::answered(int attempt, const Result<NetworkDrive> &probed)
{
    if (attempt != m_attempt)
        return;
    setConnecting(false);
    if (!probed) {
        showMessage(m_message, probed.error().userMessage(), MessageKind::Error);
        return;
    }
    // What was asked, not what the fields say now.
    m_drive = *probed;
    accept();
}

void NetworkSourceDialog::setConnecting(bool connecting)
{
    m_connecting = connecting;
    for (QWidget *input : std::as_const(m_inputs))
        input->setEnabled(!connecting);
    m_buttons->button(QDialogButtonBox::Cancel)->setEnabled(true);
    for (QAbstractButton *button : m_buttons->buttons()) {
        if (m_buttons->buttonRole(button) == QDialogButtonBox::AcceptRole)
            button->setEnabled(!connecting);
    }
}

} // namespace Custody
