// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/preparedrivedialog.h"
#include "dialogs/formrows.h"

#include "acquisition/acquireoptiontable.h"
#include "dialogs/casefieldsform.h"
#include "dialogs/dialogmessages.h"
#include "dialogs/overwriteconfirmation.h"
#include "jobarguments.h"
#include "util/durablefile.h"
#include "util/groupedcount.h"
#include "util/shellquote.h"
#include "util/units.h"
#include "wipe/wipeoutputs.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace Custody {

namespace {

enum PatternChoice { Zeros, OneByte, Random };
enum MethodChoice { Write, ZeroOut };

// A name for the certificate that says which drive and when, of characters any file system takes.
QString defaultName(const DeviceInfo &drive)
{
    QString label = drive.serial.trimmed().isEmpty() ? drive.devicePath.section(u'/', -1)
                                                     : drive.serial.trimmed();
    for (QChar &character : label) {
        if (!character.isLetterOrNumber() && character != u'-' && character != u'.')
            character = u'_';
    }
    return QStringLiteral("wipe-%1-%2")
        .arg(label, QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
}

} // namespace

PrepareDriveDialog::PrepareDriveDialog(const DeviceInfo &drive, const QString &folder,
                                       const CaseDetails &details, QWidget *parent)
    : QDialog(parent)
    , m_drive(drive)
    , m_probe(&PrepareDriveDialog::lookAt)
{
    setObjectName(QStringLiteral("prepareDriveDialog"));
    setWindowTitle(tr("Prepare drive %1").arg(drive.devicePath));
    m_confirm = [this](const DeviceInfo &confirmed, const QString &what, const QString &action) {
        return OverwriteConfirmation::confirm(confirmed, what, action, this);
    };
    buildFields(folder, details);
    connect(&m_probe, &FolderProbe::answered, this, &PrepareDriveDialog::onFolderAnswered);
    connect(&m_probe, &FolderProbe::slow, this, &PrepareDriveDialog::revalidate);
    lookAtFolder();
}

void PrepareDriveDialog::buildFields(const QString &folder, const CaseDetails &details)
{
    auto *layout = new QVBoxLayout(this);
    auto *driveLine = new QLabel(
        tr("%1: %2, serial number %3, %4 (%5 bytes)")
            .arg(m_drive.devicePath,
                 m_drive.model.isEmpty() ? tr("model not reported") : m_drive.model,
                 m_drive.serial.isEmpty() ? tr("not reported") : m_drive.serial,
                 formatBytes(m_drive.sizeBytes, textLocale()), formatCount(m_drive.sizeBytes)));
    driveLine->setObjectName(QStringLiteral("driveLine"));
    driveLine->setTextFormat(Qt::PlainText);
    driveLine->setWordWrap(true);
    driveLine->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(driveLine);

    auto *form = new QFormLayout;
    m_pattern = new QComboBox;
    m_pattern->setObjectName(QStringLiteral("pattern"));
    m_pattern->addItem(tr("Zeros"), Zeros);
    m_pattern->addItem(tr("One byte value"), OneByte);
    m_pattern->addItem(tr("Random (AES-256-CTR, its key in the certificate)"), Random);
    m_byte = new QLineEdit(QStringLiteral("0xff"));
    m_byte->setObjectName(QStringLiteral("patternByte"));
    m_byte->setMaxLength(4);
    m_byte->setAccessibleName(tr("Byte value"));
    auto *patternRow = new QHBoxLayout;
    patternRow->addWidget(m_pattern, 1);
    patternRow->addWidget(m_byte);
    form->addRow(tr("&Pattern:"), patternRow);
    m_patternMessage = messageLabel(QStringLiteral("patternMessage"));
    form->addRow(m_patternMessage);
    m_method = new QComboBox;
    m_method->setObjectName(QStringLiteral("method"));
    m_method->addItem(tr("Write the pattern (O_DIRECT)"), Write);
    m_method->addItem(tr("Zero-out by the drive (BLKZEROOUT), then read back"), ZeroOut);
    form->addRow(tr("&Method:"), m_method);
    m_verifyOnly = new QCheckBox(tr("Only chec&k that the drive holds the pattern (write "
                                    "nothing)"));
    m_verifyOnly->setObjectName(QStringLiteral("verifyOnly"));
    form->addRow(m_verifyOnly);
    layout->addLayout(form);

    auto *certificate = new QFormLayout;
    m_folder = new QLineEdit(folder.isEmpty() ? QDir::homePath() : folder);
    m_folder->setObjectName(QStringLiteral("certificateFolder"));
    auto *browse = new QPushButton(tr("&Browse…"));
    browse->setObjectName(QStringLiteral("browseButton"));
    connect(browse, &QPushButton::clicked, this, &PrepareDriveDialog::browse);
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    addRowFor(certificate, tr("Certificate &folder:"), m_folder, folderRow);
    m_name = new QLineEdit(defaultName(m_drive));
    m_name->setObjectName(QStringLiteral("certificateName"));
    m_name->setToolTip(tr("NAME.json, NAME.txt and NAME.pdf are written: new files, never on the "
                          "drive prepared"));
    certificate->addRow(tr("Cer&tificate name:"), m_name);
    m_folderMessage = messageLabel(QStringLiteral("folderMessage"));
    certificate->addRow(m_folderMessage);
    layout->addLayout(certificate);

    m_caseFields = new CaseFieldsForm;
    m_caseFields->setDetails(details);
    layout->addWidget(m_caseFields);
    m_signing = new QLabel;
    m_signing->setObjectName(QStringLiteral("signingState"));
    m_signing->setWordWrap(true);
    m_signing->setTextFormat(Qt::PlainText);
    m_signing->hide();
    layout->addWidget(m_signing);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_start = m_buttons->addButton(tr("&Start…"), QDialogButtonBox::AcceptRole);
    m_start->setObjectName(QStringLiteral("startButton"));
    connect(m_start, &QPushButton::clicked, this, &PrepareDriveDialog::start);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);

    for (QComboBox *box : {m_pattern, m_method})
        connect(box, &QComboBox::currentIndexChanged, this, &PrepareDriveDialog::revalidate);
    connect(m_verifyOnly, &QCheckBox::toggled, this, &PrepareDriveDialog::revalidate);
    connect(m_byte, &QLineEdit::textChanged, this, &PrepareDriveDialog::revalidate);
    for (QLineEdit *edit : {m_folder, m_name})
        connect(edit, &QLineEdit::textEdited, this, &PrepareDriveDialog::lookAtFolder);
    revalidate();
}

FolderFacts PrepareDriveDialog::lookAt(const FolderQuestion &question)
{
    // The same gate the wipe asks: with the drive protected, nothing of it may be written.
    FolderFacts facts = FolderProbe::factsOf(question);
    if (!facts.isDir || !facts.outputRefusal.isEmpty())
        return facts;
    for (const QString &output : question.outputs) {
        if (pathExists(output)) {
            facts.outputRefusal = tr("%1 exists already: a certificate is never replaced. "
                                     "Choose another name.")
                                      .arg(output);
            break;
        }
    }
    return facts;
}

QString PrepareDriveDialog::folder() const
{
    return m_folder->text().trimmed();
}

QString PrepareDriveDialog::certificateBase() const
{
    return QDir(folder()).filePath(m_name->text().trimmed());
}

void PrepareDriveDialog::lookAtFolder()
{
    m_folderFacts.reset();
    if (folder().isEmpty() || m_name->text().trimmed().isEmpty()) {
        m_probe.cancel();
        revalidate();
        return;
    }
    m_probe.look({folder(), m_drive.devicePath, WipeOutputs::files(certificateBase())});
    revalidate();
}

void PrepareDriveDialog::onFolderAnswered(const FolderFacts &facts)
{
    // An answer about what the fields no longer name is dropped (a look at them is on its way).
    if (facts.folder != folder() || facts.outputs != WipeOutputs::files(certificateBase()))
        return;
    m_folderFacts = facts;
    revalidate();
}

void PrepareDriveDialog::browse()
{
    const QString chosen
        = QFileDialog::getExistingDirectory(this, tr("Folder for the certificate"), folder());
    if (chosen.isEmpty())
        return;
    m_folder->setText(chosen);
    lookAtFolder();
}

std::optional<WipePattern> PrepareDriveDialog::chosenPattern() const
{
    switch (m_pattern->currentData().toInt()) {
    case Zeros: return WipePattern::zero();
    case OneByte: {
        static const QRegularExpression hexByte(QStringLiteral("^0[xX]([0-9a-fA-F]{2})$"));
        const QRegularExpressionMatch match = hexByte.match(m_byte->text().trimmed());
        if (!match.hasMatch())
            return std::nullopt;
        const quint8 value = quint8(match.captured(1).toUInt(nullptr, 16));
        return value == 0 ? WipePattern::zero() : WipePattern::byte(value);
    }
    default: break;
    }
    return std::nullopt; // a random stream's key is made on Start
}

WipeRequest PrepareDriveDialog::request() const
{
    WipeRequest request;
    request.devicePath = m_drive.devicePath;
    request.certificateBase = certificateBase();
    request.pattern = chosenPattern().value_or(WipePattern::zero());
    request.mode = m_verifyOnly->isChecked() ? WipeMode::VerifyOnly : WipeMode::WriteAndVerify;
    request.method = m_method->isEnabled() && m_method->currentData().toInt() == ZeroOut
                         ? WipeMethod::ZeroOut
                         : WipeMethod::Write;
    request.caseDetails = m_caseFields->details();
    request.commandLine = equivalentCommandLine(request);
    return request;
}

QString PrepareDriveDialog::equivalentCommandLine(const WipeRequest &request)
{
    return shellQuote(QStringList{QStringLiteral("custody-cli")} + wipeArguments(request));
}

CaseDetails PrepareDriveDialog::caseDetails() const
{
    return m_caseFields->details();
}

QStringList PrepareDriveDialog::validationErrors() const
{
    return patternErrors() + folderErrors();
}

QStringList PrepareDriveDialog::patternErrors() const
{
    QStringList errors;
    const int pattern = m_pattern->currentData().toInt();
    if (pattern == OneByte && !chosenPattern())
        errors << tr("Give the byte as 0x and two hexadecimal digits, such as 0xff.");
    if (pattern == Random && m_verifyOnly->isChecked())
        errors << tr("A random pattern can be checked only with the key it was written with: "
                     "check for zeros or a byte value.");
    return errors;
}

QStringList PrepareDriveDialog::folderErrors() const
{
    if (folder().isEmpty())
        return {tr("Choose a folder for the certificate.")};
    if (m_name->text().trimmed().isEmpty() || m_name->text().contains(u'/'))
        return {tr("Give the certificate a name (without a folder).")};
    if (!m_folderFacts)
        return {};
    if (!m_folderFacts->isDir)
        return {tr("%1 is not a folder.").arg(folder())};
    if (!m_folderFacts->outputRefusal.isEmpty())
        return {m_folderFacts->outputRefusal};
    if (!m_folderFacts->writable)
        return {tr("%1 is not writable.").arg(folder())};
    return {};
}

void PrepareDriveDialog::revalidate()
{
    const int pattern = m_pattern->currentData().toInt();
    m_byte->setEnabled(pattern == OneByte);
    // BLKZEROOUT writes zeros only, and a check writes nothing at all.
    const bool zeroOutOffered = !m_verifyOnly->isChecked() && chosenPattern()
                                && chosenPattern()->kind() == WipePattern::Kind::Zero;
    m_method->setEnabled(zeroOutOffered);
    m_method->setToolTip(zeroOutOffered ? QString()
                                        : tr("Zero-out is offered for the zero pattern when the "
                                             "drive is written"));
    showMessage(m_patternMessage, patternErrors().join(u' '), MessageKind::Error);
    const QStringList folderProblems = folderErrors();
    const QString checking = isCheckingFolder() && !folder().isEmpty()
                                 ? (m_probe.isSlow() ? tr("%1 does not answer: is it on a network "
                                                          "share that is slow or gone?")
                                                     : tr("Checking %1…"))
                                       .arg(folder())
                                 : QString();
    showMessage(m_folderMessage, folderProblems.isEmpty() ? checking : folderProblems.join(u' '),
                folderProblems.isEmpty() ? MessageKind::Note : MessageKind::Error);
    m_start->setText(m_verifyOnly->isChecked() ? tr("&Check") : tr("&Wipe…"));
    m_start->setEnabled(validationErrors().isEmpty() && !isCheckingFolder());
}

void PrepareDriveDialog::setSigningState(const QString &text)
{
    m_signing->setText(text);
    m_signing->setVisible(!text.isEmpty());
}

QString PrepareDriveDialog::whatHappens(const WipeRequest &request) const
{
    const QString pattern = request.pattern.kind() == WipePattern::Kind::Random
                                ? tr("a random stream (AES-256-CTR)")
                                : request.pattern.name();
    if (request.method == WipeMethod::ZeroOut)
        return tr("The drive will be asked to zero every sector (BLKZEROOUT), and every sector "
                  "read back. The certificate goes to %1.")
            .arg(request.certificateBase);
    return tr("Every sector will be overwritten with %1 and read back. The certificate goes to "
              "%2.")
        .arg(pattern, request.certificateBase);
}

void PrepareDriveDialog::start()
{
    if (!validationErrors().isEmpty() || isCheckingFolder())
        return;
    WipeRequest ready = request();
    if (m_pattern->currentData().toInt() == Random) {
        const Result<WipePattern> random = WipePattern::random();
        if (!random) {
            showMessage(m_patternMessage, random.error().userMessage(), MessageKind::Error);
            return;
        }
        ready.pattern = *random;
        ready.commandLine = equivalentCommandLine(ready);
    }
    // Checking writes nothing: no serial to type.
    const bool writes = ready.mode == WipeMode::WriteAndVerify;
    if (writes && !m_confirm(m_drive, whatHappens(ready), tr("Wipe %1").arg(m_drive.devicePath)))
        return;
    Q_EMIT requestReady(ready, writes);
    accept();
}

} // namespace Custody
